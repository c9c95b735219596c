import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class RetryWhenTests: RxStyleTestCase {
  func test_retryWhen_resubscribesWhenTheTriggerEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let observer = scheduler.start(disposed: 400) {
      source.asObservable().retry { (errors: Observable<TestError>) in
        errors.delay(.seconds(30), scheduler: scheduler)
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(260, 1), .next(310, 1), .next(360, 1)])
    XCTAssertEqual(
      source.subscriptions,
      [Subscription(200, 220), Subscription(250, 270), Subscription(300, 320), Subscription(350, 370)])
  }

  func test_retryWhen_triggerError_failsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(code: 1))])
    let observer = scheduler.start {
      source.asObservable().retry { (errors: Observable<Error>) in
        errors.map { error -> Int in throw TestError(code: 2) }
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(code: 2))])
  }

  func test_retryWhen_triggerCompletion_completesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start {
      source.asObservable().retry { (_: Observable<Error>) in Observable<Int>.empty() }
    }
    // The trigger is subscribed first; completing at once, it ends the result before the source
    // is ever subscribed.
    XCTAssertEqual(observer.events, [.completed(200)])
    XCTAssertEqual(source.subscriptions, [])
  }

  func test_retryWhen_errorOfAnotherType_isForwardedAtOnce() {
    struct OtherError: Error {}
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let observer = scheduler.start {
      source.asObservable().retry { (errors: Observable<OtherError>) in errors }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
  }

  func test_retryWhen_sourceCompletion_completes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let observer = scheduler.start { source.asObservable().retry { (errors: Observable<Error>) in errors } }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func test_retryWhen_manySynchronousRetries_doNotGrowTheStack() {
    let attempts = Locked(0)
    let source = Observable<Int>.deferred {
      let attempt = attempts.withLock { count -> Int in
        count += 1
        return count
      }
      return attempt < 2_000 ? .error(TestError()) : .just(attempt)
    }
    let events = record(source.retry { (errors: Observable<Error>) in errors })
    XCTAssertEqual(events, [.next(2_000), .completed])
  }
}
