import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class MulticastTests: RxStyleTestCase {
  func test_multicastSelector_sharesOneSubscriptionAmongTheSelectorsUses() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start {
      source.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared) { $0 + $1 } })
    }
    XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 4), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_multicastSelector_synchronousSource_isConnectedAfterTheResultSubscribes() {
    let source = Observable.of(1, 2, 3).multicast({ ReplaySubject<Int>.create(bufferSize: 1) }, selector: { $0 })
    XCTAssertEqual(record(source), [.next(1), .next(2), .next(3), .completed])
  }

  func test_multicastSelector_throwingSelector_fails() {
    let source = Observable.of(1).multicast(
      { PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError() })
    XCTAssertEqual(record(source), [.error(TestError())])
  }
}
