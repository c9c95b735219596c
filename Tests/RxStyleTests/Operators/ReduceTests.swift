import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ReduceTests: RxStyleTestCase {
  func test_reduce_emitsTheAccumulationOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start { source.asObservable().reduce(10, accumulator: +) }
    XCTAssertEqual(observer.events, [.next(300, 16), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_reduce_emptySource_emitsTheSeed() {
    XCTAssertEqual(record(Observable<Int>.empty().reduce(7, accumulator: +)), [.next(7), .completed])
  }

  func test_reduce_forwardsErrorWithoutAValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().reduce(0, accumulator: +) }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
  }

  func test_reduce_throwingAccumulatorEndsWithItsError() {
    let source = Observable.of(1, 2, 3).reduce(0) { sum, value in
      if value == 2 { throw TestError.boom }
      return sum + value
    }
    XCTAssertEqual(record(source), [.error(TestError.boom)])
  }

  func test_reduceMapResult_andInto_shapeTheValue() {
    XCTAssertEqual(
      record(Observable.of(1, 2).reduce(0, accumulator: +, mapResult: { "sum \($0)" })), [.next("sum 3"), .completed])
    XCTAssertEqual(
      record(Observable.of(1, 2).reduce(into: [Int]()) { $0.insert($1, at: 0) }), [.next([2, 1]), .completed])
  }

  func test_toArray_collectsEveryElementOnCompletion() {
    XCTAssertEqual(record(Observable.of(1, 2, 3).toArray()), [.next([1, 2, 3]), .completed])
    XCTAssertEqual(record(Observable<Int>.empty().toArray()), [.next([]), .completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).toArray()), [.error(TestError())])
  }
}
