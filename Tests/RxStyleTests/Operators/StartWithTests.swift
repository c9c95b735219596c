import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class StartWithTests: RxStyleTestCase {
  func test_startWith_emitsElementsAtSubscriptionThenSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .completed(300)])
    let observer = scheduler.start { source.asObservable().startWith(1, 2) }
    XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 2), .next(220, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_startWith_chainedPrependsInReverseOrderOfCalls() {
    XCTAssertEqual(record(Observable.just(3).startWith(2).startWith(1)), [.next(1), .next(2), .next(3), .completed])
  }

  func test_startWith_sourceErrors() {
    XCTAssertEqual(record(Observable<Int>.error(TestError()).startWith(1)), [.next(1), .error(TestError())])
  }

  func test_startWith_endedDuringPrefix_releasesTheSourceSubscriptionAtOnce() {
    // As in RxSwift, the source is still subscribed after the prefix; the finished chain
    // disposes that subscription as soon as it arrives.
    let disposals = Locked(0)
    let source = Observable<Int>.create { _ in Disposables.create { disposals.withLock { $0 += 1 } } }
    XCTAssertEqual(record(source.startWith(1, 2).take(1)), [.next(1), .completed])
    XCTAssertEqual(disposals.value, 1)
  }
}
