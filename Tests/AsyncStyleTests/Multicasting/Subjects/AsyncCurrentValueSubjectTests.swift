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

/// The replaying subject on virtual time: what a consumer gets depends on when it starts.
final class AsyncCurrentValueSubjectEdgeTests: AsyncStyleTestCase {
  func test_currentValue_consumerStartingLate_getsTheValueAtItsStartThenLaterOnes() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncCurrentValueSubject<Int, Never>(0)
    scheduler.schedule(at: 100) { subject.value = 1 }
    let late = AsyncRecorderBox<Int, Never>()
    scheduler.schedule(at: 150) { late.recorder = scheduler.record(subject) }
    scheduler.schedule(at: 200) { subject.send(2) }
    scheduler.schedule(at: 300) { subject.finish() }
    scheduler.advance(to: 400)
    XCTAssertEqual(late.recorder?.events, [.next(150, 1), .next(200, 2), .completed(300)])
  }

  func test_currentValue_failure_endsEveryConsumer_andALaterOneGetsOnlyTheFailure() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncCurrentValueSubject<Int, TestError>(7)
    let early = scheduler.record(subject)
    scheduler.schedule(at: 100) { subject.fail(TestError(code: 3)) }
    let late = AsyncRecorderBox<Int, TestError>()
    scheduler.schedule(at: 150) { late.recorder = scheduler.record(subject) }
    scheduler.advance(to: 200)
    XCTAssertEqual(early.events, [.next(0, 7), .failure(100, TestError(code: 3))])
    XCTAssertEqual(late.recorder?.events, [.failure(150, TestError(code: 3))])
    XCTAssertEqual(subject.value, 7)
  }

  func test_currentValue_consumerSettingTheValueWhileHandlingOne_getsItNext() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncCurrentValueSubject<Int, Never>(1)
    let recorder = scheduler.record(subject.handleEvents(onElement: { if $0 == 1 { subject.value = 2 } }))
    scheduler.schedule(at: 50) { subject.finish() }
    scheduler.advance(to: 100)
    XCTAssertEqual(recorder.events, [.next(0, 1), .next(0, 2), .completed(50)])
    XCTAssertEqual(subject.value, 2)
  }

  func test_currentValue_cancelledConsumer_isRemovedAndGetsNothingMore() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncCurrentValueSubject<Int, Never>(1)
    let leaving = scheduler.record(subject)
    let staying = scheduler.record(subject)
    scheduler.schedule(at: 50) { leaving.cancel() }
    scheduler.schedule(at: 100) { subject.value = 2 }
    scheduler.advance(to: 150)
    XCTAssertEqual(leaving.events, [.next(0, 1)])
    XCTAssertEqual(staying.events, [.next(0, 1), .next(100, 2)])
    XCTAssertEqual(subject.consumerCount, 1)
    staying.cancel()
    scheduler.runUntilIdle()
    XCTAssertEqual(subject.consumerCount, 0)
  }
}
