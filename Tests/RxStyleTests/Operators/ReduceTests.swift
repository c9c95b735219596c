import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ReduceTests: RxStyleTestCase {
  func test_reduce_emitsTheTotalWhenTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().reduce(0, accumulator: +) }
    XCTAssertEqual(observer.events, [.next(300, 6), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_reduce_emptySource_emitsTheSeed() {
    XCTAssertEqual(record(Observable<Int>.empty().reduce(5, accumulator: +)), [.next(5), .completed])
  }

  func test_reduce_forwardsErrorWithoutAValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().reduce(0, accumulator: +) }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
  }

  func test_reduce_throwingAccumulatorEndsWithItsErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start {
      source.asObservable().reduce(0) { sum, value in
        if value == 2 { throw TestError(code: 3) }
        return sum + value
      }
    }
    XCTAssertEqual(observer.events, [.error(220, TestError(code: 3))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_reduceWithMapResult_transformsTheTotal() {
    let source = Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })
    XCTAssertEqual(record(source), [.next("sum 6"), .completed])
  }

  func test_reduceInto_mutatesACopyOfTheSeedPerSubscription() {
    let source = Observable.of(1, 2).reduce(into: [Int]()) { $0.append($1) }
    XCTAssertEqual(record(source), [.next([1, 2]), .completed])
    XCTAssertEqual(record(source), [.next([1, 2]), .completed])
  }

  func test_reduce_disposedBeforeCompletion_emitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(600)])
    let observer = scheduler.start(disposed: 400) { source.asObservable().reduce(0, accumulator: +) }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
  }
}
