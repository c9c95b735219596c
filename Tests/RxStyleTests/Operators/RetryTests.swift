import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class RetryTests: RxStyleTestCase {
  func test_retryCount_resubscribesUpToTheCount_thenForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .error(20, TestError())])
    let observer = scheduler.start { source.asObservable().retry(3) }
    XCTAssertEqual(
      observer.events,
      [
        .next(205, 1), .next(210, 2), .next(225, 1), .next(230, 2), .next(245, 1), .next(250, 2),
        .error(260, TestError()),
      ])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func test_retry_completionEndsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(5, 1), .completed(10)])
    let observer = scheduler.start { source.asObservable().retry() }
    XCTAssertEqual(observer.events, [.next(205, 1), .completed(210)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
  }

  func test_retryForever_untilAnAttemptSucceeds() {
    let attempts = Locked(0)
    let source = Observable<Int>.create { observer in
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      observer.onNext(attempt)
      if attempt < 1_000 { observer.onError(TestError()) } else { observer.onCompleted() }
      return Disposables.create()
    }
    let events = record(source.retry().reduce(0, accumulator: +))
    XCTAssertEqual(events, [.next((1...1_000).reduce(0, +)), .completed])
    XCTAssertEqual(attempts.value, 1_000)
  }

  func test_retry_disposedMidStream_stopsResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(5, 1), .error(20, TestError())])
    let observer = scheduler.start(disposed: 230) { source.asObservable().retry() }
    XCTAssertEqual(observer.events, [.next(205, 1), .next(225, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(220, 230)])
  }

  func test_retryZeroAndOne() {
    XCTAssertEqual(record(Observable<Int>.error(TestError()).retry(0)), [.completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).retry(1)), [.error(TestError())])
  }

  func test_retryCount_lastAttemptsError_arrivesAfterTheFailingSubscribeReturns() {
    let log = Locked<[String]>([])
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(TestError())
      log.withLock { $0.append("after onError") }
      return Disposables.create()
    }
    _ = source.retry(2).subscribe(
      onNext: { value in log.withLock { $0.append("next \(value)") } },
      onError: { _ in log.withLock { $0.append("error") } })
    XCTAssertEqual(log.value, ["next 1", "after onError", "next 1", "after onError", "error"])
  }

  func test_retryForever_resubscribesAfterTheFailingSubscribeReturns() {
    let log = Locked<[String]>([])
    let attempts = Locked(0)
    let source = Observable<Int>.create { observer in
      let attempt = attempts.withLock { count in
        count += 1
        return count
      }
      if attempt < 3 {
        observer.onError(TestError())
        log.withLock { $0.append("after onError \(attempt)") }
      } else {
        observer.onCompleted()
      }
      return Disposables.create()
    }
    _ = source.retry().subscribe(onCompleted: { log.withLock { $0.append("completed") } })
    XCTAssertEqual(log.value, ["after onError 1", "after onError 2", "completed"])
  }

  func test_retryCount_errorOnASchedulerAfterSubscribing_isForwardedAtItsTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
    let observer = scheduler.start { source.asObservable().retry(2) }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
  }

  func test_retry_emptySource_completesWithoutResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
    let observer = scheduler.start { source.asObservable().retry(3) }
    XCTAssertEqual(observer.events, [.completed(210)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
  }

  func test_retry_sourceThatNeverEnds_staysOnItsFirstSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1)])
    let observer = scheduler.start { source.asObservable().retry(3) }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }

  func test_retryCount_anAttemptThatCompletes_endsWithoutUsingTheRest() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
    let healthy = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let attempts = [failing.asObservable(), healthy.asObservable()]
    let made = Locked(0)
    let source = Observable.deferred {
      attempts[
        made.withLock { count in
          count += 1
          return count - 1
        }]
    }
    let observer = scheduler.start { source.retry(3) }
    XCTAssertEqual(observer.events, [.next(205, 1), .next(215, 2), .completed(220)])
    XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(healthy.subscriptions, [Subscription(210, 220)])
    XCTAssertEqual(made.value, 2)
  }

  func test_retryCount_disposedDuringASecondAttempt_stopsResubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(5, 1), .error(10, TestError())])
    let observer = scheduler.start(disposed: 217) { source.asObservable().retry(3) }
    XCTAssertEqual(observer.events, [.next(205, 1), .next(215, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(210, 217)])
  }

  func test_retry_observerFailsTheSourceWhileHandlingItsElement_resubscribesFromInside() {
    let scheduler = TestScheduler(initialClock: 0)
    let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
    let made = Locked(0)
    let source = Observable.deferred {
      subjects[
        made.withLock { count in
          count += 1
          return count - 1
        }]
    }
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        source.retry(2).subscribe { event in
          observer.on(event)
          if case .next(1) = event { subjects[0].onError(TestError()) }
        })
    }
    scheduler.scheduleAt(210) { subjects[0].onNext(1) }
    scheduler.scheduleAt(220) { subjects[1].onNext(2) }
    scheduler.scheduleAt(230) { subjects[1].onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(made.value, 2)
    XCTAssertFalse(subjects[0].hasObservers)
    XCTAssertFalse(subjects[1].hasObservers)
  }
}
