import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TakeUntilTests: RxStyleTestCase {
  func test_takeUntil_completesWhenOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let other = scheduler.createHotObservable([.next(225, "stop"), .completed(250)])
    let observer = scheduler.start { source.asObservable().take(until: other) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(225)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func test_takeUntil_otherCompletingWithoutElement_changesNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(300)])
    let other = scheduler.createHotObservable([Recorded<Event<String>>.completed(220)])
    let observer = scheduler.start { source.asObservable().take(until: other) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
  }

  func test_takeUntil_othersErrorEndsWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let other = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
    let observer = scheduler.start { source.asObservable().take(until: other) }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_takeUntil_sourceEndsFirst_disposesOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
    let other = scheduler.createHotObservable([.next(300, 0)])
    let observer = scheduler.start { source.asObservable().take(until: other) }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(230, TestError())])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 230)])
  }

  func test_takeUntil_otherEmitsAtSubscription_nothingFromSource() {
    XCTAssertEqual(
      record(
        Observable.of(1, 2).take(
          until: Observable<Int>.create { observer in
            observer.onNext(0)
            return Disposables.create()
          })), [.completed])
  }

  @available(*, deprecated)
  func test_deprecatedTakeUntil() {
    XCTAssertEqual(record(Observable<Int>.never().takeUntil(Observable.just(()))), [.completed])
  }
}
