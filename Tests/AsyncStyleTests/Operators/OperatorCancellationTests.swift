import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// Every operator over an endless source that never suspends (`(0...).async`) ends promptly once
/// its consumer is cancelled: mid-stream for operators that emit at once, before the first
/// element for those that wait on the clock (which stays at zero here).
final class OperatorCancellationTests: AsyncStyleTestCase {
  func test_map() { assertEndsWhenCancelled { (0...).async.map { $0 * 2 } } }

  func test_filter() { assertEndsWhenCancelled { (0...).async.filter { $0 % 2 == 0 } } }

  func test_filter_rejectingEverythingOfBaseThatNeverChecks() {
    assertEndsWhenCancelled(after: 0) { Zeros().filter { _ in false } }
  }

  func test_compactMap_rejectingEverythingOfBaseThatNeverChecks() {
    assertEndsWhenCancelled(after: 0) { Zeros().compactMap { _ -> Int? in nil } }
  }

  func test_removeDuplicates_repeatsOfBaseThatNeverChecks() {
    assertEndsWhenCancelled(after: 1) { Zeros().removeDuplicates() }
  }

  func test_throttle_heldElementsOfBaseThatNeverChecks() {
    assertEndsWhenCancelled(after: 1) { clock in Zeros().throttle(for: .milliseconds(10), clock: clock) }
  }

  func test_chunksOfCount_baseThatNeverChecks() { assertEndsWhenCancelled { Zeros().chunks(ofCount: 100) } }

  func test_collect_baseThatNeverChecks() { assertEndsWhenCancelled(after: 0, allowance: 0) { Zeros().collect() } }

  func test_compactMap() { assertEndsWhenCancelled { (0...).async.compactMap { $0 % 2 == 0 ? $0 : nil } } }

  func test_scan() { assertEndsWhenCancelled { (0...).async.scan(0, +) } }

  func test_removeDuplicates() { assertEndsWhenCancelled { (0...).async.map { $0 / 3 }.removeDuplicates() } }

  func test_removeDuplicatesBy() {
    assertEndsWhenCancelled { (0...).async.removeDuplicates { $1 - $0 < 1 } }
  }

  func test_chain() { assertEndsWhenCancelled { chain((0...).async, (0...).async) } }

  func test_chain3() { assertEndsWhenCancelled { chain([1].async, (0...).async, (0...).async) } }

  func test_zip() { assertEndsWhenCancelled { zip((0...).async, (0...).async) } }

  func test_zip3() { assertEndsWhenCancelled { zip((0...).async, (0...).async, (0...).async) } }

  func test_merge() { assertEndsWhenCancelled { merge((0...).async, (0...).async) } }

  func test_merge3() { assertEndsWhenCancelled { merge((0...).async, (0...).async, (0...).async) } }

  func test_combineLatest() { assertEndsWhenCancelled { combineLatest((0...).async, (0...).async) } }

  func test_combineLatest3() { assertEndsWhenCancelled { combineLatest((0...).async, (0...).async, (0...).async) } }

  func test_withLatestFrom() { assertEndsWhenCancelled { (0...).async.withLatestFrom((0...).async) } }

  func test_flatMapLatest_endlessInner() {
    assertEndsWhenCancelled { [1, 2].async.flatMapLatest { _ in (0...).async } }
  }

  /// Each outer element replaces the inner iteration before it emits: nothing reaches the consumer.
  func test_flatMapLatest_endlessOuter() {
    assertEndsWhenCancelled(after: 0) { (0...).async.flatMapLatest { _ in (0...).async } }
  }

  func test_flatMapMerge() { assertEndsWhenCancelled { (0...).async.flatMapMerge { _ in (0...).async } } }

  func test_startWith() { assertEndsWhenCancelled { (0...).async.startWith(-2, -1) } }

  func test_catch() { assertEndsWhenCancelled { Scripted([1], failing: TestError()).catch { _ in (0...).async } } }

  func test_replaceError() { assertEndsWhenCancelled { (0...).async.replaceError(with: -1) } }

  func test_retry() { assertEndsWhenCancelled { (0...).async.retry(3) } }

  func test_handleEvents() { assertEndsWhenCancelled { (0...).async.handleEvents(onElement: { _ in }) } }

  func test_materialize() { assertEndsWhenCancelled { (0...).async.materialize() } }

  func test_chunksOfCount() { assertEndsWhenCancelled { (0...).async.chunks(ofCount: 2) } }

  func test_collect() { assertEndsWhenCancelled(after: 0, allowance: 0) { (0...).async.collect() } }

  func test_share() { assertEndsWhenCancelled(allowance: 1) { (0...).async.share() } }

  func test_throttle() {
    assertEndsWhenCancelled(after: 1) { clock in (0...).async.throttle(for: .milliseconds(10), clock: clock) }
  }

  func test_debounce() {
    assertEndsWhenCancelled(after: 0) { clock in (0...).async.debounce(for: .milliseconds(10), clock: clock) }
  }

  func test_delay() {
    assertEndsWhenCancelled(after: 0) { clock in (0...).async.delay(for: .milliseconds(10), clock: clock) }
  }

  func test_timeout() {
    assertEndsWhenCancelled { clock in (0...).async.timeout(after: .milliseconds(10), clock: clock) }
  }

  func test_bufferTimeSpanCount() {
    assertEndsWhenCancelled { clock in (0...).async.buffer(timeSpan: .milliseconds(10), count: 2, clock: clock) }
  }

  func test_timer() {
    assertEndsWhenCancelled(after: 0) { clock in AsyncTimerSequence.timer(every: .milliseconds(10), clock: clock) }
  }
}
