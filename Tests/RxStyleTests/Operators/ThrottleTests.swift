import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ThrottleTests: RxStyleTestCase {
  func test_throttle_latest_emitsFirstThenLastOfEachWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
    ])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 3), .next(250, 4), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_throttle_notLatest_dropsElementsInsideTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .next(250, 4), .completed(300),
    ])
    let observer = scheduler.start {
      source.asObservable().throttle(.seconds(20), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(250, 4), .completed(300)])
  }

  func test_throttle_latest_emissionAtWindowEndOpensANewWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .next(260, 4)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    // 2 goes out at 230, so 240 is inside its window and waits until 250; 260 is inside that one.
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .next(250, 3), .next(270, 4)])
  }

  func test_throttle_completionInsideWindow_waitsForThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_throttle_notLatest_completionInsideWindow_completesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let observer = scheduler.start {
      source.asObservable().throttle(.seconds(20), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func test_throttle_errorInsideWindow_dropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
  }

  func test_throttle_disposedMidWindow_dropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
    let observer = scheduler.start(disposed: 220) {
      source.asObservable().throttle(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_throttle_zeroInterval_letsEverythingThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(211, 3)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 2), .next(211, 3)])
  }

  func test_throttle_elementsAtTheSameTick_secondWaitsForTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2)])
  }

  func test_throttle_millisecondsOnAMillisecondResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = scheduler.createHotObservable([.next(210, 1), .next(300, 2), .next(510, 3)])
    let observer = scheduler.start {
      source.asObservable().throttle(.milliseconds(300), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(510, 3)])
  }

  func test_throttle_emptySource_completesWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0), .completed(300)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_throttle_silentSource_emitsNothingUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 0)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }

  func test_throttle_errorAfterTheWindowClosed_isForwardedAtItsTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .error(245, TestError())])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(240, 2), .error(245, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 245)])
  }

  func test_throttle_completionAfterTheHeldElementWentOut_completesAtItsTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(250)])
    let observer = scheduler.start { source.asObservable().throttle(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_throttle_observerSendsIntoTheSourceWhileHandlingAnElement_heldUntilTheWindowEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.throttle(.seconds(20), scheduler: scheduler).subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(300)])
  }

  func test_throttle_notLatest_observerSendsIntoTheSourceWhileHandlingAnElement_dropsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.throttle(.seconds(20), latest: false, scheduler: scheduler).subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
  }
}
