import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class RetryTests: ProducerStyleTestCase {
  func test_retry_restartsAfterFailure_upToTheCount() {
    let attempts = Atomic<Int>(0)
    let flaky = SignalProducer<Int, TestError> { observer, _ in
      let attempt = attempts.add(1, ordering: .relaxed).newValue
      observer.send(value: attempt)
      if attempt < 3 { observer.send(error: .boom) } else { observer.sendCompleted() }
    }
    XCTAssertEqual(EventRecorder(flaky.retry(upTo: 2)).events, [.value(1), .value(2), .value(3), .completed])
    attempts.store(0, ordering: .relaxed)
    XCTAssertEqual(EventRecorder(flaky.retry(upTo: 1)).events, [.value(1), .value(2), .failed(.boom)])
  }

  func test_retry_zero_passesTheFailureOn() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>(error: .other).retry(upTo: 0)).events, [.failed(.other)])
  }

  // MARK: - Timing, lifetimes and edges

  private let scheduler = TestScheduler()

  func test_retry_eachAttemptIsAFreshStart_afterThePreviousOneFailed() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1#"))
    let recorder = EventRecorder(source.retry(upTo: 2), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(
      recorder.recorded, [.value(1, at: 1), .value(1, at: 3), .value(1, at: 5), .failed(.boom, at: 6)])
    // The next attempt starts as the failure passes, before the failed one is disposed.
    XCTAssertEqual(
      lifecycle.log,
      [
        "source started @ 0", "source started @ 2", "source disposed @ 2", "source started @ 4",
        "source disposed @ 4", "source disposed @ 6",
      ])
  }

  func test_retry_completionIsNotRetried() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1|"))
    let recorder = EventRecorder(source.retry(upTo: 3), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .completed(at: 2)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 2"])
  }

  func test_retry_emptySource_completesAtOnce_afterOneStart() {
    let lifecycle = Lifecycle()
    let recorder = EventRecorder(lifecycle.mark("source", SignalProducer<Int, TestError>.empty).retry(upTo: 2))
    XCTAssertEqual(recorder.events, [.completed])
    XCTAssertEqual(lifecycle.count("source started"), 1)
  }

  func test_retry_interruptedAttempt_isPassedOn_notRetried() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1!"))
    let recorder = EventRecorder(source.retry(upTo: 2), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .interrupted(at: 2)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 2"])
  }

  func test_retry_disposedMidAttempt_disposesIt_andStartsNoOther() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1--#"))
    let recorder = EventRecorder(source.retry(upTo: 2), clock: scheduler)
    scheduler.advance(by: .seconds(6))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .value(1, at: 5), .interrupted(at: 6)])
    XCTAssertEqual(
      lifecycle.log, ["source started @ 0", "source started @ 4", "source disposed @ 4", "source disposed @ 6"])
  }

  func test_retry_observerFailingTheAttemptWhileHandlingItsValue_startsTheNextAttempt() {
    let attempts = Atomic<Int>(0)
    let current = Locked<Signal<Int, TestError>.Observer?>(nil)
    let source = SignalProducer<Int, TestError> { observer, _ in
      current.withLock { $0 = observer }
      observer.send(value: attempts.add(1, ordering: .relaxed).newValue)
    }
    let recorder = EventRecorder<Int, TestError>()
    source.retry(upTo: 1)
      .on(value: { value in if value == 1 { current.withLock { $0 }?.send(error: .boom) } })
      .start(recorder.observer)
    XCTAssertEqual(recorder.events, [.value(1), .value(2)])
    current.withLock { $0 }?.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    XCTAssertEqual(attempts.load(ordering: .relaxed), 2)
  }

  func test_retry_aThousandSynchronousFailures_allRetried() {
    let failing = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.send(error: .boom)
    }
    let recorder = EventRecorder(failing.retry(upTo: 1000))
    XCTAssertEqual(recorder.values.count, 1001)
    XCTAssertEqual(recorder.events.last, .failed(.boom))
  }
}
