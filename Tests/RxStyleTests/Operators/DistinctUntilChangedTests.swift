import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DistinctUntilChangedTests: RxStyleTestCase {
  func test_distinctUntilChanged_dropsConsecutiveDuplicates() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().distinctUntilChanged() }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(240, 1), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_distinctUntilChanged_byKey() {
    let source = Observable.of("apple", "avocado", "banana", "blueberry", "apricot")
    XCTAssertEqual(
      record(source.distinctUntilChanged { $0.first }), [.next("apple"), .next("banana"), .next("apricot"), .completed])
  }

  func test_distinctUntilChanged_byComparer() {
    let source = Observable.of(1, 2, 5, 6, 10)
    XCTAssertEqual(
      record(source.distinctUntilChanged { abs($0 - $1) <= 1 }), [.next(1), .next(5), .next(10), .completed])
  }

  func test_distinctUntilChanged_atKeyPath() {
    struct Item: Equatable {
      var id: Int
      var name: String
    }
    let source = Observable.of(Item(id: 1, name: "a"), Item(id: 2, name: "a"), Item(id: 3, name: "b"))
    XCTAssertEqual(
      record(source.distinctUntilChanged(at: \.name)).compactMap(\.element?.id), [1, 3])
  }

  func test_distinctUntilChanged_throwingKeySelectorEndsWithError() {
    let source = Observable.of(1, 2, 3).distinctUntilChanged { value -> Int in
      if value == 2 { throw TestError(code: 2) }
      return value
    }
    XCTAssertEqual(record(source), [.next(1), .error(TestError(code: 2))])
  }

  func test_distinctUntilChanged_throwingComparerEndsWithError() {
    let source = Observable.of(1, 2).distinctUntilChanged { _, _ in throw TestError(code: 3) }
    XCTAssertEqual(record(source), [.next(1), .error(TestError(code: 3))])
  }

  func test_distinctUntilChanged_errorAndEmpty() {
    XCTAssertEqual(record(Observable<Int>.empty().distinctUntilChanged()), [.completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).distinctUntilChanged()), [.error(TestError())])
  }
}
