import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncCurrentValueSubjectTests: AsyncStyleTestCase {
  func test_currentValue_replaysCurrentThenLaterValues() async {
    let subject = AsyncCurrentValueSubject<Int, Never>(0)
    subject.value = 1
    let iterator = subject.makeAsyncIterator()
    subject.value = 2
    subject.send(3)
    subject.finish()
    let received = await drain(iterator)
    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertEqual(subject.value, 3)
  }

  func test_currentValue_noReplayAfterEnd() async {
    let subject = AsyncCurrentValueSubject<Int, Never>(7)
    subject.finish()
    let received = await elements(subject)
    XCTAssertEqual(received, [])
    XCTAssertEqual(subject.value, 7)
  }

  func test_currentValue_eachConsumerStartsFromItsCurrent() async {
    let subject = AsyncCurrentValueSubject<String, Never>("a")
    let first = subject.makeAsyncIterator()
    subject.value = "b"
    let second = subject.makeAsyncIterator()
    subject.finish()
    let firstReceived = await drain(first)
    let secondReceived = await drain(second)
    XCTAssertEqual(firstReceived, ["a", "b"])
    XCTAssertEqual(secondReceived, ["b"])
  }
}
