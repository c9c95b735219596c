import XCTest

/// The rows of OperatorTable+Filtering.swift, run in the three styles.
final class FilteringOperatorTableTests: CrossStyleTestCase {
  func test_compactMap() { check(OperatorTable.compactMap) }

  func test_collect() { check(OperatorTable.collect) }

  func test_materialize() { check(OperatorTable.materialize) }

  func test_skipWhile() { check(OperatorTable.skipWhile) }

  func test_takeLast() { check(OperatorTable.takeLast) }

  func test_takeUntil() { check(OperatorTable.takeUntil) }

  func test_skipUntil() { check(OperatorTable.skipUntil) }

  func test_sample() { check(OperatorTable.sample) }

  func test_timer() { check(OperatorTable.timer) }

  func test_interval() { check(OperatorTable.interval) }

  func test_catchAndReturn() { check(OperatorTable.catchAndReturn) }
}
