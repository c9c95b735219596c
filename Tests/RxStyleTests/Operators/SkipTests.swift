import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SkipTests: RxStyleTestCase {
  func test_skip_dropsFirstCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().skip(2) }
    XCTAssertEqual(observer.events, [.next(230, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_skip_zeroAndMoreThanAvailable() {
    XCTAssertEqual(record(Observable.of(1, 2).skip(0)), [.next(1), .next(2), .completed])
    XCTAssertEqual(record(Observable.of(1, 2).skip(5)), [.completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).skip(1)), [.error(TestError())])
  }

  func test_skipWhile_emitsFromFirstFailure_withoutAskingAgain() {
    let asked = Locked<[Int]>([])
    let source = Observable.of(1, 2, 5, 1).skip(while: { value in
      asked.withLock { $0.append(value) }
      return value < 3
    })
    XCTAssertEqual(record(source), [.next(5), .next(1), .completed])
    XCTAssertEqual(asked.value, [1, 2, 5])
  }

  func test_skipWhile_throwingPredicateEndsWithError() {
    let source = Observable.of(1, 2).skip(while: { _ in throw TestError(code: 1) })
    XCTAssertEqual(record(source), [.error(TestError(code: 1))])
  }

  func test_skipWhile_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .next(260, 6)])
    let observer = scheduler.start(disposed: 250) { source.asObservable().skip(while: { $0 < 3 }) }
    XCTAssertEqual(observer.events, [.next(220, 5)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  @available(*, deprecated)
  func test_deprecatedSkipWhile_isSkipWhile() {
    XCTAssertEqual(record(Observable.of(1, 5).skipWhile { $0 < 3 }), [.next(5), .completed])
  }
}
