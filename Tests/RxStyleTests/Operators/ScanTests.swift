import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ScanTests: RxStyleTestCase {
  func test_scan_emitsEveryAccumulatedValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 100), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().scan(0, accumulator: +) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_scanInto_mutatesACopyOfTheSeedPerSubscription() {
    let source = Observable.of(1, 2).scan(into: [Int]()) { $0.append($1) }
    let expected: [Event<[Int]>] = [.next([1]), .next([1, 2]), .completed]
    XCTAssertEqual(record(source), expected)
    XCTAssertEqual(record(source), expected)
  }

  func test_scan_emptySource_completesWithoutElements() {
    XCTAssertEqual(record(Observable<Int>.empty().scan(0, accumulator: +)), [.completed])
  }

  func test_scan_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().scan(10, accumulator: +) }
    XCTAssertEqual(observer.events, [.next(210, 11), .error(220, TestError())])
  }

  func test_scan_throwingAccumulatorEndsWithError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let observer = scheduler.start {
      source.asObservable().scan(0) { sum, value in
        if value == 2 { throw TestError(code: 7) }
        return sum + value
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(code: 7))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_scan_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let observer = scheduler.start(disposed: 250) { source.asObservable().scan(0, accumulator: +) }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }
}
