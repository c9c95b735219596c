import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class CompactMapTests: RxStyleTestCase {
  func test_compactMap_dropsNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().compactMap { Int($0) } }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_compactMap_throwingTransformEndsWithError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let observer = scheduler.start {
      source.asObservable().compactMap { value -> Int? in
        if value == 2 { throw TestError(code: 2) }
        return value
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(code: 2))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_compactMap_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().compactMap { $0 } }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
  }

  func test_compactMap_emptySource_completes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source: TestableObservable<Int> = scheduler.createHotObservable([.completed(250)])
    let observer = scheduler.start { source.asObservable().compactMap { $0 } }
    XCTAssertEqual(observer.events, [.completed(250)])
  }

  func test_compactMap_disposedMidStream_stopsDelivery() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
    let observer = scheduler.start(disposed: 230) { source.asObservable().compactMap { $0 } }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }
}
