import StyleComparison
import XCTest

/// Runs each operator family's rows of ``OperatorTable`` in the three styles.
final class OperatorTableTests: CrossStyleTestCase {
  func test_map() { check(OperatorTable.map) }

  func test_filter() { check(OperatorTable.filter) }

  func test_scan() { check(OperatorTable.scan) }

  func test_distinct() { check(OperatorTable.distinct) }

  func test_take() { check(OperatorTable.take) }

  func test_skip() { check(OperatorTable.skip) }

  func test_startWith() { check(OperatorTable.startWith) }

  func test_merge() { check(OperatorTable.merge) }

  func test_concat() { check(OperatorTable.concat) }

  func test_combineLatest() { check(OperatorTable.combineLatest) }

  func test_zip() { check(OperatorTable.zip) }

  func test_withLatestFrom() { check(OperatorTable.withLatestFrom) }

  func test_flatMap() { check(OperatorTable.flatMap) }

  func test_flatMapLatest() { check(OperatorTable.flatMapLatest) }

  func test_flatMapFirst() { check(OperatorTable.flatMapFirst) }

  func test_concatMap() { check(OperatorTable.concatMap) }

  func test_debounce() { check(OperatorTable.debounce) }

  func test_throttle() { check(OperatorTable.throttle) }

  func test_throttleFirst() { check(OperatorTable.throttleFirst) }

  func test_delay() { check(OperatorTable.delay) }

  func test_timeout() { check(OperatorTable.timeout) }

  func test_catch() { check(OperatorTable.`catch`) }

  func test_retry() { check(OperatorTable.retry) }

  func test_buffer() { check(OperatorTable.buffer) }

  func test_share() { check(OperatorTable.share) }

  func test_reentrantSend() { check(OperatorTable.reentrantSend) }

  func test_everyOperatorFamily_hasRows() {
    for op in MarbleOperator.allCases {
      XCTAssertFalse(OperatorTable.all[op, default: []].isEmpty, "\(op) has no rows")
    }
  }
}
