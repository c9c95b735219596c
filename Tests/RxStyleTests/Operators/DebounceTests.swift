import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DebounceTests: RxStyleTestCase {
  func test_debounce_emitsLatestAfterQuietPeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(260, 3), .next(300, 4), .completed(400),
    ])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(240, 2), .next(280, 3), .next(320, 4), .completed(400)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 400)])
  }

  func test_debounce_completionInsideWindow_emitsPendingElementAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(215, 1), .completed(215)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
  }

  func test_debounce_errorInsideWindow_dropsPendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(215, TestError())])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.error(215, TestError())])
  }

  func test_debounce_disposedMidWindow_emitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let observer = scheduler.start(disposed: 220) {
      source.asObservable().debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_debounce_zeroInterval_emitsOneTickLaterWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2)])
  }

  func test_debounce_elementsAtTheSameTick_keepsTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(300)])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(220, 2), .completed(300)])
  }

  func test_debounce_millisecondsOnAMillisecondResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = scheduler.createHotObservable([.next(210, "a"), .next(400, "b"), .next(500, "c")])
    let observer = scheduler.start {
      source.asObservable().debounce(.milliseconds(300), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(800, "c")])
  }

  func test_debounce_readmeExample() {
    let scheduler = TestScheduler(initialClock: 0)
    let text = scheduler.createHotObservable([.next(210, "r"), .next(220, "rx"), .next(400, "rxs")])
    let queries = scheduler.start { text.asObservable().debounce(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(queries.events, [.next(270, "rx"), .next(450, "rxs")])
  }

  func test_debounce_longBurst_emitsOnceAfterTheLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(219, 2), .next(228, 3), .next(237, 4), .next(257, 5), .next(258, 6), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(247, 4), .next(268, 6), .completed(300)])
  }

  func test_debounce_millisecondTicks_keepsExactDeadlines() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(223, 3), .next(600, 4), .completed(900),
    ])
    let observer = scheduler.start { source.asObservable().debounce(.milliseconds(10), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(233, 3), .next(610, 4), .completed(900)])
  }

  func test_debounce_eventScheduledForTheDeadlineBeforeTheTimerMoved_restartsTheQuietPeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    let subscription = subject.debounce(.seconds(2), scheduler: scheduler).subscribe(observer)
    scheduler.scheduleAt(3) { subject.onNext(1) }
    scheduler.scheduleAt(4) {
      subject.onNext(2)
      // Queued for instant 6, where the quiet period after 2 ends, before the timer moves there.
      scheduler.scheduleAt(6) { subject.onNext(3) }
    }
    scheduler.scheduleAt(10) { subject.onCompleted() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(8, 3), .completed(10)])
    subscription.dispose()
  }

  func test_debounce_emptySource_completesWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0), .completed(300)])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_debounce_silentSource_emitsNothingUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0)])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }

  func test_debounce_errorAfterAnEmittedElement_endsWithTheErrorAtItsTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(265, TestError())])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(230, 1), .error(265, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 265)])
  }

  func test_debounce_completionAtTheEndOfTheQuietPeriod_emitsThePendingElementOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let observer = scheduler.start { source.asObservable().debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(230, 1), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_debounce_observerSendsIntoTheSourceWhileHandlingAnElement_startsANewQuietPeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.debounce(.seconds(20), scheduler: scheduler).subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(230, 1), .next(250, 2), .completed(300)])
  }
}
