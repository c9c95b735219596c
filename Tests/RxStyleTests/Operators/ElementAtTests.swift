import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ElementAtTests: RxStyleTestCase {
  func test_elementAt_emitsThatElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().element(at: 1) }
    XCTAssertEqual(observer.events, [.next(220, "b"), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_elementAt_pastTheEnd_failsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { source.asObservable().element(at: 3) }
    XCTAssertEqual(observer.events.count, 1)
    XCTAssertEqual(observer.events.first?.time, 300)
    guard case .error(RxError.argumentOutOfRange)? = observer.events.first?.value else {
      return XCTFail("expected argumentOutOfRange, got \(observer.events)")
    }
  }

  func test_elementAt_forwardsErrorBeforeIndex() {
    XCTAssertEqual(record(Observable<Int>.error(TestError()).element(at: 0)), [.error(TestError())])
  }

  @available(*, deprecated)
  func test_deprecatedElementAt() {
    XCTAssertEqual(record(Observable.of(1, 2).elementAt(0)), [.next(1), .completed])
  }
}
