import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// An operator that runs a task of its own (combineLatest, debounce, …) over a subject with the
/// default, unbounded buffering has the subject push every event into the operator's queue as
/// it is sent; a subject with a bounded policy is pulled by a task instead, so the policy still
/// decides what is dropped.
final class SubjectPushTests: AsyncStyleTestCase {
  func test_combineLatest_sendsMadeBeforeAnyTaskRuns_arriveInSendOrder() {
    let (scheduler, a, b, recorder) = combinedSubjects(failure: Never.self)
    a.send(1)
    b.send(10)
    a.send(2)
    b.send(20)
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.next(0, 110), .next(0, 210), .next(0, 220)])
    recorder.cancel()
    scheduler.runUntilIdle()
  }

  func test_combineLatest_elementsQueuedBeforeTheEnds_areDeliveredBeforeCompletion() {
    let (scheduler, a, b, recorder) = combinedSubjects(failure: Never.self)
    a.send(1)
    b.send(10)
    a.finish()
    b.send(20)
    b.finish()
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.next(0, 110), .next(0, 120), .completed(0)])
    XCTAssertEqual(a.consumerCount + b.consumerCount, 0)
  }

  func test_combineLatest_failureQueuedAfterElements_endsTheIterationAfterThem() {
    let (scheduler, a, b, recorder) = combinedSubjects(failure: TestError.self)
    a.send(1)
    b.send(10)
    b.send(20)
    a.fail(TestError(code: 4))
    b.send(30)
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.next(0, 110), .next(0, 120), .failure(0, TestError(code: 4))])
    XCTAssertEqual(a.consumerCount + b.consumerCount, 0)
  }

  func test_combineLatest_currentValueSubject_pushesItsCurrentValueFirst() {
    let scheduler = AsyncTestScheduler()
    let current = AsyncCurrentValueSubject<Int, Never>(5)
    let other = AsyncPassthroughSubject<Int, Never>()
    let recorder = scheduler.record(combineLatest(current, other).map { $0 * 100 + $1 })
    scheduler.runUntilIdle()
    other.send(1)
    current.value = 7
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.values, [501, 701])
    recorder.cancel()
    scheduler.runUntilIdle()
  }

  func test_combineLatest_subjectThatAlreadyEnded_endsTheOperator() {
    let scheduler = AsyncTestScheduler()
    let (a, b) = (AsyncPassthroughSubject<Int, Never>(), AsyncPassthroughSubject<Int, Never>())
    a.finish()
    let recorder = scheduler.record(combineLatest(a, b).map { $0 * 100 + $1 })
    scheduler.runUntilIdle()
    b.send(10)
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.completed(0)])
    XCTAssertEqual(b.consumerCount, 0)
  }

  func test_combineLatest_boundedSubject_isPulled_soItsPolicyDropsWhatItsTaskCannotTake() {
    // The task pulling `a` takes 1 and has not run again when 2 comes: no room for it.
    XCTAssertEqual(valuesAfterTwoQuickSends(bufferingPolicy: .bufferingNewest(0)), [110])
  }

  func test_combineLatest_unboundedSubject_keepsEverySendForTheOperator() {
    XCTAssertEqual(valuesAfterTwoQuickSends(bufferingPolicy: .unbounded), [210])
  }

  func test_debounce_cancelledWhileItsSubjectHasQueuedElements_releasesTheSubject() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<Int, Never>()
    let recorder = scheduler.record(subject.debounce(for: .milliseconds(10), clock: scheduler.clock))
    scheduler.runUntilIdle()
    subject.send(1)
    subject.send(2)
    recorder.cancel()
    scheduler.runUntilIdle()
    subject.send(3)
    scheduler.run()
    XCTAssertEqual(recorder.values, [])
    XCTAssertEqual(subject.consumerCount, 0)
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounce_ofSubject_emitsTheLastOfEachBurst() {
    let scheduler = AsyncTestScheduler()
    let subject = AsyncPassthroughSubject<Int, Never>()
    let recorder = scheduler.record(subject.debounce(for: .milliseconds(5), clock: scheduler.clock))
    for (time, value) in [(10, 1), (11, 2), (12, 3), (30, 4), (31, 5)] {
      scheduler.schedule(at: time) { subject.send(value) }
    }
    scheduler.schedule(at: 50) { subject.finish() }
    scheduler.run()
    XCTAssertEqual(recorder.events, [.next(17, 3), .next(36, 5), .completed(50)])
  }

  /// combineLatest(a, b) after a 1, a 2 and b 10 sent with no task running in between.
  private func valuesAfterTwoQuickSends(bufferingPolicy: AsyncBufferingPolicy) -> [Int] {
    let (scheduler, a, b, recorder) = combinedSubjects(failure: Never.self, bufferingPolicy: bufferingPolicy)
    a.send(1)
    a.send(2)
    b.send(10)
    scheduler.runUntilIdle()
    recorder.cancel()
    scheduler.runUntilIdle()
    return recorder.values
  }

  /// Two subjects, `a` with `bufferingPolicy`, combined into a * 100 + b and recorded on a
  /// scheduler whose tasks have started.
  private func combinedSubjects<Failure: Error>(
    failure: Failure.Type, bufferingPolicy: AsyncBufferingPolicy = .unbounded
  ) -> (
    AsyncTestScheduler, AsyncPassthroughSubject<Int, Failure>, AsyncPassthroughSubject<Int, Failure>,
    AsyncRecorder<Int, Failure>
  ) {
    let scheduler = AsyncTestScheduler()
    let a = AsyncPassthroughSubject<Int, Failure>(bufferingPolicy: bufferingPolicy)
    let b = AsyncPassthroughSubject<Int, Failure>()
    let recorder = scheduler.record(combineLatest(a, b).map { $0 * 100 + $1 })
    scheduler.runUntilIdle()
    return (scheduler, a, b, recorder)
  }
}
