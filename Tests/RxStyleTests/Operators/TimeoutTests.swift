import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TimeoutTests: RxStyleTestCase {
  func test_timeout_failsWhenTheGapIsTooLong() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(270, 3)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .error(260, RxError.timeout)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
  }

  /// A value sent into the source from inside the delivery of another restarts the limit, and
  /// the outer delivery's own restart, which comes after, must not put back the older timer.
  func test_timeout_valueSentFromInsideADelivery_restartsTheLimitFromIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let source = scheduler.createHotObservable([.next(210, 1), .next(300, 3)])
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.timeout(.seconds(30), scheduler: scheduler).subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
      _ = bag.insert(source.subscribe(subject))
    }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 2), .error(240, RxError.timeout)])
  }

  func test_timeout_countsFromTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(240, 1)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.error(230, RxError.timeout)])
  }

  func test_timeout_completionInTime_completes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func test_timeout_errorInTime_isForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
  }

  func test_timeoutWithOther_switchesToTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let other = scheduler.createColdObservable([.next(5, 9), .completed(10)])
    let observer = scheduler.start {
      source.asObservable().timeout(.seconds(30), other: other.asObservable(), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(245, 9), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(other.subscriptions, [Subscription(240, 250)])
  }

  func test_timeoutWithOther_disposedBeforeTheTimeout_neverSubscribesToOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1)])
    let other = scheduler.createColdObservable([.next(5, 9)])
    let observer = scheduler.start(disposed: 235) {
      source.asObservable().timeout(.seconds(30), other: other.asObservable(), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(other.subscriptions, [])
  }

  func test_timeoutError_namesTheUsualCauseAfterRxSwiftsText() {
    let text = "\(RxError.timeout)"
    XCTAssertTrue(text.hasPrefix("Sequence timeout"), text)
    XCTAssertTrue(text.contains("hot source"), text)
    XCTAssertNotEqual(text, "Sequence timeout.")
  }

  func test_timeout_emptySourceInTime_completes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_timeout_silentSource_failsOnceTheLimitHasPassed_andDisposesIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.error(300, RxError.timeout)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_timeout_completionOneTickBeforeTheLimit_completes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(239)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(239)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 239)])
  }

  func test_timeout_disposedBeforeTheLimit_neverFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(300, 2)])
    let observer = scheduler.start(disposed: 220) {
      source.asObservable().timeout(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_timeoutWithOther_elementsInTime_neverSubscribesToOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let other = scheduler.createColdObservable([.next(5, 9)])
    let observer = scheduler.start {
      source.asObservable().timeout(.seconds(30), other: other.asObservable(), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(other.subscriptions, [])
  }

  func test_timeoutWithOther_otherFails_endsWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let other = scheduler.createColdObservable([Recorded<Event<Int>>.error(5, TestError())])
    let observer = scheduler.start {
      source.asObservable().timeout(.seconds(30), other: other.asObservable(), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(245, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(other.subscriptions, [Subscription(240, 245)])
  }

  func test_timeout_elementExactlyAtTheLimit_arrivesFirst_andRestartsIt() {
    // The source's element was queued for that instant before the timer was, so it wins the tie.
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(230, 1), .next(260, 2), .completed(290)])
    let observer = scheduler.start { source.asObservable().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(230, 1), .next(260, 2), .completed(290)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 290)])
  }
}
