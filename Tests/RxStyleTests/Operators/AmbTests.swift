import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class AmbTests: RxStyleTestCase {
  func test_amb_firstToEmitWins_theOtherIsDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(220, 1), .next(240, 3), .completed(300)])
    let right = scheduler.createHotObservable([.next(210, 10), .next(230, 20), .completed(250)])
    let observer = scheduler.start { left.asObservable().amb(right) }
    XCTAssertEqual(observer.events, [.next(210, 10), .next(230, 20), .completed(250)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
  }

  func test_amb_anErrorFirstAlsoWins() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([Recorded<Event<Int>>.error(215, TestError())])
    let right = scheduler.createHotObservable([.next(220, 10)])
    let observer = scheduler.start { Observable.amb([left.asObservable(), right.asObservable()]) }
    XCTAssertEqual(observer.events, [.error(215, TestError())])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 215)])
  }

  func test_amb_ofThree_andEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createHotObservable([.next(230, 1)]),
      scheduler.createHotObservable([.next(220, 2), .completed(240)]),
      scheduler.createHotObservable([.next(225, 3)]),
    ]
    let observer = scheduler.start { Observable.amb(sources.map { $0.asObservable() }) }
    XCTAssertEqual(observer.events, [.next(220, 2), .completed(240)])
    XCTAssertEqual(sources[0].subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(sources[2].subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(record(Observable<Int>.amb([])), [])
  }

  func test_amb_disposedBeforeAnyEvent_disposesAll() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(300, 1)])
    let right = scheduler.createHotObservable([.next(310, 2)])
    let observer = scheduler.start(disposed: 250) { left.asObservable().amb(right) }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
  }

  func test_amb_leftEndingWhileSubscribed_rightIsStillSubscribedAndDisposedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let right = scheduler.createColdObservable([.next(0, 5), .next(10, 6)])
    let observer = scheduler.start { Observable.just(1).amb(right.asObservable()) }
    XCTAssertEqual(observer.events, [.next(200, 1), .completed(200)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 200)])
  }

  func test_amb_ofThree_firstEndingWhileSubscribed_theOthersAreSubscribedAndDisposedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let others = [
      scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 2)]),
      scheduler.createHotObservable([Recorded<Event<Int>>.next(220, 3)]),
    ]
    let observer = scheduler.start {
      Observable.amb([Observable<Int>.empty()] + others.map { $0.asObservable() })
    }
    XCTAssertEqual(observer.events, [.completed(200)])
    XCTAssertEqual(others.map(\.subscriptions), [[Subscription(200, 200)], [Subscription(200, 200)]])
  }
}
