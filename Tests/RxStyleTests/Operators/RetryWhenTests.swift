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

  func test_retryWhen_triggerCompletesBeforeAnyFailure_resultCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(50)])
    let observer = scheduler.start {
      source.asObservable().retry { (_: Observable<Error>) in Observable<Int>.empty() }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_retryWhen_notifierCompletesWhileSourceRuns_resultCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(320, 2), .completed(400)])
    let notifier = scheduler.createHotObservable([.next(250, 0), .completed(300)])
    let observer = scheduler.start { source.asObservable().retry { (_: Observable<Error>) in notifier } }
    // The notifier's element and completion come while the source is running: neither counts.
    XCTAssertEqual(observer.events, [.next(210, 1), .next(320, 2), .completed(400)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(notifier.subscriptions, [Subscription(200, 300)])
  }

  func test_retryWhen_triggerEndedEarlier_decidesTheNextFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(50, TestError(code: 1))])
    let notifier = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError(code: 2))])
    let observer = scheduler.start { source.asObservable().retry { (_: Observable<Error>) in notifier } }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(250, TestError(code: 2))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_retryWhen_triggerCompletionAfterFailure_completesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let observer = scheduler.start {
      source.asObservable().retry { (errors: Observable<Error>) in errors.take(1).filter { _ in false } }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
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
