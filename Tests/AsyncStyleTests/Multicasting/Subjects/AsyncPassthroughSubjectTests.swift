import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class AsyncPassthroughSubjectTests: AsyncStyleTestCase {
  func test_subject_consumerGetsOnlyWhatIsSentAfterItBegins() async {
    let subject = AsyncPassthroughSubject<Int, Never>()
    subject.send(0)
    var iterator = subject.makeAsyncIterator()
    subject.send(1)
    subject.send(2)
    subject.finish()
    var received: [Int] = []
    while let element = await iterator.next() { received.append(element) }
    XCTAssertEqual(received, [1, 2])
  }

  func test_subject_everyConsumerGetsEveryElement() async {
    let subject = AsyncPassthroughSubject<Int, Never>()
    let first = subject.makeAsyncIterator()
    let second = subject.makeAsyncIterator()
    XCTAssertEqual(subject.consumerCount, 2)
    subject.send(1)
    subject.send(2)
    subject.finish()
    let firstReceived = await drain(first)
    let secondReceived = await drain(second)
    XCTAssertEqual(firstReceived, [1, 2])
    XCTAssertEqual(secondReceived, [1, 2])
  }

  func test_subject_failureArrivesAfterBufferedElements() async {
    let subject = AsyncPassthroughSubject<Int, TestError>()
    var iterator = subject.makeAsyncIterator()
    subject.send(1)
    subject.fail(TestError(code: 9))
    subject.send(2)
    let first = try? await iterator.next()
    XCTAssertEqual(first, 1)
    do {
      _ = try await iterator.next()
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, TestError(code: 9))
    }
    do {
      let afterFailure = try await iterator.next()
      XCTAssertNil(afterFailure)
    } catch {
      XCTFail("unexpected \(error)")
    }
  }

  func test_subject_lateConsumerEndsAtOnce() async {
    let subject = AsyncPassthroughSubject<Int, Never>()
    subject.finish()
    let received = await elements(subject)
    XCTAssertEqual(received, [])
  }

  func test_subject_consumerInAnotherTaskGetsElementsWaitingOrBuffered() async {
    let subject = AsyncPassthroughSubject<Int, Never>()
    let iterator = subject.makeAsyncIterator()
    let consumer = Task { await drain(iterator) }
    subject.send(1)
    subject.finish()
    let received = await consumer.value
    XCTAssertEqual(received, [1])
  }

  func test_subject_bufferingNewestDropsOldest() async {
    let subject = AsyncPassthroughSubject<Int, Never>(bufferingPolicy: .bufferingNewest(2))
    let iterator = subject.makeAsyncIterator()
    for value in 1...5 { subject.send(value) }
    subject.finish()
    let received = await drain(iterator)
    XCTAssertEqual(received, [4, 5])
  }

  func test_subject_bufferingOldestDropsNewest() async {
    let subject = AsyncPassthroughSubject<Int, Never>(bufferingPolicy: .bufferingOldest(2))
    let iterator = subject.makeAsyncIterator()
    for value in 1...5 { subject.send(value) }
    subject.finish()
    let received = await drain(iterator)
    XCTAssertEqual(received, [1, 2])
  }

  func test_subject_cancellingConsumerEndsItAndUnregisters() async {
    let subject = AsyncPassthroughSubject<Int, Never>()
    let iterator = subject.makeAsyncIterator()
    let consumer = Task { await drain(iterator) }
    consumer.cancel()
    let received = await consumer.value
    XCTAssertEqual(received, [])
    XCTAssertEqual(subject.consumerCount, 0)
  }

  func test_subject_droppedIteratorUnregisters() {
    let subject = AsyncPassthroughSubject<Int, Never>()
    do { _ = subject.makeAsyncIterator() }
    XCTAssertEqual(subject.consumerCount, 0)
  }
}

/// Takes ownership of `iterator` and returns everything it yields.
func drain<Element: Sendable, Failure: Error>(
  _ iterator: consuming AsyncSubjectIterator<Element, Failure>
) async -> [Element] {
  var iterator = iterator
  var received: [Element] = []
  while let element = try? await iterator.next() { received.append(element) }
  return received
}

final class AsyncPassthroughSubjectVirtualTimeTests: AsyncStyleTestCase {
  func test_subject_reentrantSendFromConsumerIsDelivered() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<Int, Never>()
    let consumer = scheduler.spawn { () async -> [Int] in
      var received: [Int] = []
      for await value in subject {
        received.append(value)
        if value == 1 { subject.send(2) }
        if value == 2 { subject.finish() }
      }
      return received
    }
    scheduler.schedule(at: 100) { subject.send(1) }
    scheduler.advance(to: 200)
    XCTAssertEqual(consumer.value, [1, 2])
  }

  func test_subject_slowConsumerGetsBufferedElementsAtItsPace() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<Int, Never>()
    let recorder = scheduler.record(subject.delay(for: .milliseconds(100), clock: scheduler.clock))
    scheduler.schedule(at: 10) {
      subject.send(1)
      subject.send(2)
      subject.finish()
    }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [.next(110, 1), .next(210, 2), .completed(210)])
  }
}
