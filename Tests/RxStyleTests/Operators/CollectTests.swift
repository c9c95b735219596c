import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class CollectTests: RxStyleTestCase {
  func test_toArray_emitsEveryElementInOrderAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let observer = scheduler.start { source.asObservable().toArray() }
    XCTAssertEqual(observer.events, [.next(240, [1, 2, 3]), .completed(240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }

  func test_toArray_emptySource_emitsAnEmptyArray() {
    XCTAssertEqual(record(Observable<Int>.empty().toArray()), [.next([]), .completed])
  }

  func test_toArray_error_dropsTheCollectedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().toArray() }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
  }

  func test_toArray_eachSubscriptionCollectsItsOwnArray() {
    let source = Observable.of(1, 2).toArray()
    XCTAssertEqual(record(source), [.next([1, 2]), .completed])
    XCTAssertEqual(record(source), [.next([1, 2]), .completed])
  }
}
