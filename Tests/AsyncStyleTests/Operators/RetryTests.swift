import AsyncStyle
import AsyncStyleTest
import Synchronization
import TestSupport
import XCTest

final class RetryTests: AsyncStyleTestCase {
  func test_retry_reiteratesUntilAttemptsAreUsedUp() async {
    let recorded = await events(Scripted([1, 2], failing: TestError()).retry(3))
    XCTAssertEqual(
      recorded, [.next(1), .next(2), .next(1), .next(2), .next(1), .next(2), .failure(TestError())])
  }

  func test_retry_stopsAfterSuccessfulAttempt() async {
    let attempts = Atomic<Int>(0)
    let sequence = AsyncRetrySequence(maxAttemptCount: 5) {
      let attempt = attempts.add(1, ordering: .relaxed).newValue
      return Scripted([attempt], failing: attempt < 3 ? TestError(code: attempt) : nil)
    }
    let recorded = await events(sequence)
    XCTAssertEqual(recorded, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(attempts.load(ordering: .relaxed), 3)
  }

  func test_retry_singleAttemptForwardsFailure() async {
    let recorded = await events(Scripted([Int](), failing: TestError()).retry(1))
    XCTAssertEqual(recorded, [.failure(TestError())])
  }
}

/// The edge classes of retry on virtual time: each attempt is a new iteration of the base.
final class RetryEdgeTests: AsyncStyleTestCase {
  func test_retry_eachAttemptStartsWhenThePreviousFails_andTheLastFailureIsThrown() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, 1), .failure(20, TestError(code: 2))])
    let recorder = scheduler.start { source.retry(3) }
    XCTAssertEqual(
      recorder.events, [.next(210, 1), .next(230, 1), .next(250, 1), .failure(260, TestError(code: 2))])
    XCTAssertEqual(source.iterations, [Iteration(200, 220), Iteration(220, 240), Iteration(240, 260)])
  }

  func test_retry_attemptThatFinishes_endsTheSequenceWithoutAnotherAttempt() {
    let scheduler = AsyncTestScheduler()
    let attempts = [
      scheduler.createColdSequence([.next(10, "a"), .failure(20, TestError(code: 1))]),
      scheduler.createColdSequence([.next(10, "b"), .completed(20)] as [AsyncRecorded<String, TestError>]),
      scheduler.createColdSequence([.next(10, "c"), .completed(20)] as [AsyncRecorded<String, TestError>]),
    ]
    let made = Locked(0)
    let recorder = scheduler.start {
      AsyncRetrySequence(maxAttemptCount: 3) {
        attempts[
          made.withLock { count in
            defer { count += 1 }
            return count
          }]
      }
    }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(230, "b"), .completed(240)])
    XCTAssertEqual(attempts[1].iterations, [Iteration(220, 240)])
    XCTAssertEqual(attempts[2].iterations, [])
  }

  func test_retry_emptyBase_finishesAfterOneAttempt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.completed(30)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { source.retry(3) }
    XCTAssertEqual(recorder.events, [.completed(230)])
    XCTAssertEqual(source.iterations, [Iteration(200, 230)])
  }

  func test_retry_cancelledMidAttempt_endsItAndStartsNoOther() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, 1), .failure(100, TestError(code: 3))])
    let recorder = scheduler.start(cancelled: 250) { source.retry(3) }
    scheduler.advance(to: 800)
    XCTAssertEqual(recorder.events, [.next(210, 1)])
    XCTAssertEqual(source.iterations, [Iteration(200, 250)])
  }

  func test_retry_manyAttempts_eachIsOneIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.failure(1, TestError(code: 9))] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { source.retry(50) }
    XCTAssertEqual(recorder.events, [.failure(250, TestError(code: 9))])
    XCTAssertEqual(source.iterations, (0..<50).map { Iteration(200 + $0, 201 + $0) })
  }

  func test_retry_consumerSendingIntoAFreshSubjectPerAttempt_seesWhatItSentInTheSameAttempt() {
    let scheduler = AsyncTestScheduler()
    let subjects = Locked<[AsyncPassthroughSubject<String, TestError>]>([])
    let retried = AsyncRetrySequence(maxAttemptCount: 3) { () -> AsyncPassthroughSubject<String, TestError> in
      let subject = AsyncPassthroughSubject<String, TestError>()
      subjects.withLock { $0.append(subject) }
      return subject
    }
    let recorder = scheduler.record(
      retried.handleEvents(onElement: { element in
        guard element == "a", let current = subjects.withLock({ $0.last }) else { return }
        current.send("b")
        current.fail(TestError(code: 1))
      }))
    scheduler.schedule(at: 210) { subjects.withLock { $0.last }?.send("a") }
    scheduler.schedule(at: 220) { subjects.withLock { $0.last }?.send("c") }
    scheduler.schedule(at: 230) { subjects.withLock { $0.last }?.finish() }
    scheduler.advance(to: 300)
    XCTAssertEqual(recorder.events, [.next(210, "a"), .next(210, "b"), .next(220, "c"), .completed(230)])
    XCTAssertEqual(subjects.withLock { $0.count }, 2)
  }
}
