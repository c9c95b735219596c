import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class WithLatestFromTests: RxStyleTestCase {
  func test_withLatestFrom_combinesWithTheLatestOfSecond_dropsElementsBeforeIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(230, 3), .next(250, 4), .completed(300),
    ])
    let second = scheduler.createHotObservable([.next(150, "a"), .next(220, "b"), .next(240, "c"), .completed(260)])
    let observer = scheduler.start { first.asObservable().withLatestFrom(second) { "\($0)\($1)" } }
    XCTAssertEqual(observer.events, [.next(230, "3b"), .next(250, "4c"), .completed(300)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 260)])
  }

  func test_withLatestFrom_withoutSelector_emitsSecondsElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(230, ()), .next(250, ())])
    let names = scheduler.createHotObservable([.next(220, "x"), .next(240, "y")])
    let observer = scheduler.start { taps.asObservable().withLatestFrom(names) }
    XCTAssertEqual(observer.events, [.next(230, "x"), .next(250, "y")])
  }

  func test_withLatestFrom_secondsErrorEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(230, 1), .next(260, 2)])
    let second = scheduler.createHotObservable([.next(220, 10), .error(240, TestError())])
    let observer = scheduler.start { first.asObservable().withLatestFrom(second) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(230, 11), .error(240, TestError())])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 240)])
  }

  func test_withLatestFrom_firstsErrorAndThrowingSelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(230, 1), .error(240, TestError(code: 1))])
    let second = scheduler.createHotObservable([.next(220, 10)])
    let failed = scheduler.start { first.asObservable().withLatestFrom(second) { $0 + $1 } }
    XCTAssertEqual(failed.events, [.next(230, 11), .error(240, TestError(code: 1))])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 240)])
    let throwing = Observable.just(1).withLatestFrom(Observable.just(2)) { _, _ -> Int in throw TestError(code: 2) }
    XCTAssertEqual(record(throwing), [.error(TestError(code: 2))])
  }

  func test_withLatestFrom_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(230, 1), .next(260, 2)])
    let second = scheduler.createHotObservable([.next(220, 10)])
    let observer = scheduler.start(disposed: 250) { first.asObservable().withLatestFrom(second) }
    XCTAssertEqual(observer.events, [.next(230, 10)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 250)])
  }
}
