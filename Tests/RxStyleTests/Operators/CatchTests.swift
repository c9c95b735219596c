import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class CatchTests: RxStyleTestCase {
  func test_catch_continuesWithTheHandlersObservable() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .error(230, TestError())])
    let fallback = scheduler.createHotObservable([.next(240, 4), .completed(250)])
    let handledAt = Locked<TestTime?>(nil)
    let observer = scheduler.start {
      source.asObservable().catch { _ in
        handledAt.withLock { $0 = scheduler.clock }
        return fallback.asObservable()
      }
    }
    XCTAssertEqual(handledAt.value, 230)
    XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 3), .next(240, 4), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(fallback.subscriptions, [Subscription(230, 250)])
  }

  func test_catch_handlerThrows_endsWithThatError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
    let observer = scheduler.start { source.asObservable().catch { _ in throw TestError(code: 1) } }
    XCTAssertEqual(observer.events, [.next(210, 2), .error(230, TestError(code: 1))])
  }

  func test_catch_fallbacksErrorIsForwarded() {
    let source = Observable<Int>.error(TestError(code: 1)).catch { _ in .error(TestError(code: 2)) }
    XCTAssertEqual(record(source), [.error(TestError(code: 2))])
  }

  func test_catch_completionPassesThrough_handlerNotCalled() {
    let called = Locked(false)
    let source = Observable.of(1, 2).catch { _ in
      called.withLock { $0 = true }
      return .empty()
    }
    XCTAssertEqual(record(source), [.next(1), .next(2), .completed])
    XCTAssertFalse(called.value)
  }

  func test_catch_disposedDuringFallback_disposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(210, TestError())])
    let fallback = scheduler.createHotObservable([.next(220, 4), .next(300, 5)])
    let observer = scheduler.start(disposed: 250) { source.asObservable().catch { _ in fallback.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 4)])
    XCTAssertEqual(fallback.subscriptions, [Subscription(210, 250)])
  }

  func test_catchAndReturn_emitsTheElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 2), .error(230, TestError())])
    let observer = scheduler.start { source.asObservable().catchAndReturn(-1) }
    XCTAssertEqual(observer.events, [.next(210, 2), .next(230, -1), .completed(230)])
  }

  @available(*, deprecated)
  func test_deprecatedCatchNames() {
    let failing = Observable<Int>.error(TestError())
    XCTAssertEqual(record(failing.catchError { _ in .just(1) }), [.next(1), .completed])
    XCTAssertEqual(record(failing.catchErrorJustReturn(2)), [.next(2), .completed])
  }

  func test_catchSequence_movesToTheNextOnError_andCompletesWithTheFirstToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let third = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    let observer = scheduler.start {
      Observable.catch(sequence: [first.asObservable(), second.asObservable(), third.asObservable()])
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
    XCTAssertEqual(third.subscriptions, [])
  }

  func test_catchSequence_allFail_failsWithTheLastError() {
    let sources = [Observable<Int>.error(TestError(code: 1)), .error(TestError(code: 2))]
    XCTAssertEqual(record(Observable.catch(sequence: sources)), [.error(TestError(code: 2))])
  }

  func test_catchSequence_empty_completes() {
    XCTAssertEqual(record(Observable.catch(sequence: [Observable<Int>]())), [.completed])
  }
}
