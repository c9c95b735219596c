import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class FlatMapLatestTests: RxStyleTestCase {
  func test_flatMapLatest_disposesThePreviousInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let second = scheduler.createColdObservable([.next(10, 10), .completed(20)])
    let outer = scheduler.createHotObservable([.next(210, first), .next(225, second), .completed(300)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { $0 } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(235, 10), .completed(300)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(second.subscriptions, [Subscription(225, 245)])
  }

  func test_flatMapLatest_outerCompletesFirst_waitsForLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
    let outer = scheduler.createHotObservable([.next(210, 0), .completed(220)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 1), .completed(250)])
  }

  func test_flatMapLatest_innerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let outer = scheduler.createHotObservable([.next(210, 0), .next(300, 0)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 1), .error(230, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
  }

  func test_flatMapLatest_throwingSelector() {
    let source = Observable.of(1, 2).flatMapLatest { value -> Observable<Int> in
      if value == 2 { throw TestError(code: 2) }
      return .never()
    }
    XCTAssertEqual(record(source), [.error(TestError(code: 2))])
  }

  func test_flatMapLatest_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let outer = scheduler.createHotObservable([.next(210, 0)])
    let observer = scheduler.start(disposed: 250) { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 1)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
  }

  func test_switchLatest_emptyOuterCompletes() {
    XCTAssertEqual(record(Observable<Observable<Int>>.empty().switchLatest()), [.completed])
    XCTAssertEqual(record(Observable.of(Observable.of(1, 2), Observable.of(3)).switchLatest()).last, .completed)
  }
}
