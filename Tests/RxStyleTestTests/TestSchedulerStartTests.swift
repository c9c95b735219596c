import RxStyle
import RxStyleTest
import TestSupport
import XCTest

/// `start` accepts whatever converts to an observable, as RxTest's does.
final class TestSchedulerStartTests: RxStyleTestCase {
  func test_start_withATestableObservable_needsNoConversion() {
    let scheduler = TestScheduler(initialClock: 0)
    let hot = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
    let observer = scheduler.start { hot }
    XCTAssertEqual(observer.events, [.next(210, 2), .completed(300)])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])
  }

  func test_start_withASingle_recordsItsElementAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Single.just(7) }
    XCTAssertEqual(observer.events, [.next(200, 7), .completed(200)])
  }

  func test_start_withAnEmptyMaybe_recordsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 500) { Maybe<Int>.empty() }
    XCTAssertEqual(observer.events, [.completed(200)])
  }

  func test_start_withACompletable_recordsItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(created: 10, subscribed: 20, disposed: 30) {
      Completable.error(Failure(code: 5))
    }
    XCTAssertEqual(observer.events, [.error(20, Failure(code: 5), Never.self)])
  }

  func test_start_unlabeledClosureArgument_compiles() {
    let scheduler = TestScheduler(initialClock: 0)
    let cold = scheduler.createColdObservable([.next(5, "a"), .completed(10)])
    let observer = scheduler.start({ cold.map { $0.uppercased() } })
    XCTAssertEqual(observer.events, [.next(205, "A"), .completed(210)])
  }

  func test_recordedCompletedAndError_takeTheElementType() {
    let completed = Recorded.completed(220, String.self)
    let failed = Recorded.error(15, Failure(code: 0), Int.self)
    XCTAssertEqual([completed], [Recorded<Event<String>>(time: 220, value: .completed)])
    XCTAssertEqual([failed], [Recorded<Event<Int>>(time: 15, value: .error(Failure(code: 0)))])
  }
}

private struct Failure: Error, Equatable {
  let code: Int
}
