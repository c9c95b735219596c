import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class FlatMapLatestTests: RxStyleTestCase {
  func test_flatMapLatest_disposesThePreviousInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let second = scheduler.createColdObservable([.next(10, 10), .completed(20)])
    let outer = scheduler.createHotObservable([.next(210, first), .next(225, second), .completed(300)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { $0 } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(235, 10), .completed(300)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(second.subscriptions, [Subscription(225, 245)])
  }

  func test_flatMapLatest_outerCompletesFirst_waitsForLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(40)])
    let outer = scheduler.createHotObservable([.next(210, 0), .completed(220)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 1), .completed(250)])
  }

  func test_flatMapLatest_innerErrorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let outer = scheduler.createHotObservable([.next(210, 0), .next(300, 0)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 1), .error(230, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
  }

  func test_flatMapLatest_throwingSelector() {
    let source = Observable.of(1, 2).flatMapLatest { value -> Observable<Int> in
      if value == 2 { throw TestError(code: 2) }
      return .never()
    }
    XCTAssertEqual(record(source), [.error(TestError(code: 2))])
  }

  func test_flatMapLatest_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let outer = scheduler.createHotObservable([.next(210, 0)])
    let observer = scheduler.start(disposed: 250) { outer.asObservable().flatMapLatest { _ in inner.asObservable() } }
    XCTAssertEqual(observer.events, [.next(220, 1)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
  }

  func test_switchLatest_emptyOuterCompletes() {
    XCTAssertEqual(record(Observable<Observable<Int>>.empty().switchLatest()), [.completed])
    XCTAssertEqual(record(Observable.of(Observable.of(1, 2), Observable.of(3)).switchLatest()).last, .completed)
  }

  func test_flatMapLatest_emptyOuter_completesWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1)])
    let source = inner.asObservable()
    let outer = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in source } }
    XCTAssertEqual(observer.events, [.completed(250)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(inner.subscriptions, [])
  }

  func test_flatMapLatest_outerError_endsAndDisposesTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let source = inner.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 0), .error(250, TestError())])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in source } }
    XCTAssertEqual(observer.events, [.next(220, 1), .error(250, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
  }

  func test_flatMapLatest_innerCompletesBeforeTheNext_resultWaitsForTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let source = inner.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 0), .next(240, 0), .completed(300)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in source } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(250, 1), .completed(300)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 230), Subscription(240, 260)])
  }

  func test_flatMapLatest_replacedInnersLaterError_isNeverSeen() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.next(10, 1), .error(30, TestError())])
    let healthy = scheduler.createColdObservable([.next(5, 2), .completed(50)])
    let outer = scheduler.createHotObservable([.next(210, failing), .next(225, healthy), .completed(230)])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { $0 } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .completed(275)])
    XCTAssertEqual(failing.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(healthy.subscriptions, [Subscription(225, 275)])
  }

  func test_flatMapLatest_fourInnersInQuickSuccession_onlyTheLastRunsToItsEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticking = scheduler.createColdObservable([.next(3, 1), .next(6, 2), .next(9, 3), .completed(12)])
    let source = ticking.asObservable()
    let outer = scheduler.createHotObservable([
      .next(210, 0), .next(215, 0), .next(220, 0), .next(225, 0), .completed(226),
    ])
    let observer = scheduler.start { outer.asObservable().flatMapLatest { _ in source } }
    XCTAssertEqual(
      observer.events,
      [.next(213, 1), .next(218, 1), .next(223, 1), .next(228, 1), .next(231, 2), .next(234, 3), .completed(237)])
    XCTAssertEqual(
      ticking.subscriptions,
      [Subscription(210, 215), Subscription(215, 220), Subscription(220, 225), Subscription(225, 237)])
  }

  func test_flatMapLatest_observerSendsIntoTheOuterWhileHandlingAnElement_switchesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let inner = scheduler.createColdObservable([.next(5, 1), .next(10, 2), .completed(20)])
    let source = inner.asObservable()
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.flatMapLatest { value in source.map { $0 * value } }.subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(3) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    // The inner that was delivering 1 is replaced from inside that delivery: its 2 never comes.
    XCTAssertEqual(observer.events, [.next(215, 1), .next(220, 3), .next(225, 6), .completed(300)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 215), Subscription(215, 235)])
  }
}
