import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class GroupByTests: RxStyleTestCase {
  func test_groupBy_sendsEachGroupBeforeItsFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, "apple"), .next(220, "avocado"), .next(230, "banana"), .next(240, "blueberry"), .completed(250),
    ])
    let observer = scheduler.start {
      source.groupBy { $0.first! }.flatMap { group in group.map { "\(group.key):\($0)" } }
    }
    XCTAssertEqual(
      observer.events,
      [
        .next(210, "a:apple"), .next(220, "a:avocado"), .next(230, "b:banana"), .next(240, "b:blueberry"),
        .completed(250),
      ])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_groupBy_keysInOrderOfFirstElements() {
    let keys = record(Observable.of(1, 2, 3, 4, 5).groupBy { $0 % 3 }.map(\.key))
    XCTAssertEqual(keys, [.next(1), .next(2), .next(0), .completed])
  }

  func test_groupBy_sourceErrorEndsEveryGroupAndTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
    let groupEvents = scheduler.createObserver(Int.self)
    let bag = Locked<[any Disposable]>([])
    let observer = scheduler.start {
      source.groupBy { $0 % 2 }.do(onNext: { group in
        if group.key == 1 { bag.withLock { $0.append(group.subscribe(groupEvents)) } }
      }).map(\.key)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 0), .error(230, TestError())])
    XCTAssertEqual(groupEvents.events, [.next(210, 1), .error(230, TestError())])
    for subscription in bag.withLock({ $0 }) { subscription.dispose() }
  }

  func test_groupBy_throwingKeySelector_failsEverything() {
    let source = Observable.of(1, 2).groupBy { value -> Int in
      if value == 2 { throw TestError(code: 2) }
      return value
    }
    XCTAssertEqual(record(source.map(\.key)), [.next(1), .error(TestError(code: 2))])
  }

  func test_groupBy_outerDisposed_groupKeepsTheSourceSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(260, 5)])
    let groupEvents = scheduler.createObserver(Int.self)
    let groupSubscription = Locked<(any Disposable)?>(nil)
    var outer: (any Disposable)?
    scheduler.scheduleAt(200) {
      outer = source.groupBy { $0 % 2 }.subscribe(onNext: { group in
        groupSubscription.withLock { $0 = group.subscribe(groupEvents) }
      })
    }
    scheduler.scheduleAt(250) { outer?.dispose() }
    scheduler.scheduleAt(300) { groupSubscription.withLock { $0?.dispose() } }
    scheduler.start()
    XCTAssertEqual(groupEvents.events, [.next(210, 1), .next(220, 3), .next(260, 5)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }
}
