import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class FlatMapTests: RxStyleTestCase {
  private var scheduler: TestScheduler!
  private var first: TestableObservable<Int>!
  private var second: TestableObservable<Int>!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    first = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    second = scheduler.createColdObservable([.next(10, 10), .completed(50)])
  }

  override func tearDown() {
    (scheduler, first, second) = (nil, nil, nil)
    super.tearDown()
  }

  private func outer(completingAt time: TestTime = 300) -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(215, 2), .completed(time)])
  }

  func test_flatMap_mergesInnerElementsAsTheyArrive_completesAfterOuterAndInners() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = outer()
    let observer = scheduler.start { outer.asObservable().flatMap { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(225, 10), .next(230, 2), .completed(300)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(second.subscriptions, [Subscription(215, 265)])
  }

  func test_flatMap_waitsForTheLastInnerAfterOuterCompletes() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = outer(completingAt: 230)
    let observer = scheduler.start { outer.asObservable().flatMap { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(225, 10), .next(230, 2), .completed(265)])
  }

  func test_flatMap_innerErrorEndsEverything() {
    let a = first.asObservable()
    let outer = outer()
    let failing = scheduler.createColdObservable([.next(5, 7), .error(8, TestError())])
    let observer = scheduler.start {
      outer.asObservable().flatMap { $0 == 1 ? a : failing.asObservable() }
    }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(220, 7), .error(223, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 223)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 223)])
  }

  func test_flatMap_throwingSelectorEndsWithError() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = outer()
    let observer = scheduler.start {
      outer.asObservable().flatMap { value -> Observable<Int> in
        if value == 2 { throw TestError(code: 2) }
        return (value == 1 ? a : b)
      }
    }
    XCTAssertEqual(observer.events, [.error(215, TestError(code: 2))])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 215)])
  }

  func test_flatMap_disposedMidStream_disposesOuterAndInners() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = outer()
    let observer = scheduler.start(disposed: 222) { outer.asObservable().flatMap { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 222)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 222)])
    XCTAssertEqual(second.subscriptions, [Subscription(215, 222)])
  }

  func test_flatMap_synchronousSources() {
    // The synchronous sources take turns on the trampoline, element by element, as under
    // RxSwift's CurrentThreadScheduler.
    let source = Observable.of(1, 2).flatMap { Observable.of($0, $0 * 10) }
    XCTAssertEqual(record(source), [.next(1), .next(10), .next(2), .next(20), .completed])
    XCTAssertEqual(record(Observable<Int>.empty().flatMap { Observable.just($0) }), [.completed])
  }

  func test_flatMapFirst_dropsElementsWhileAnInnerRuns() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(250, 2), .completed(260)])
    let observer = scheduler.start { outer.asObservable().flatMapFirst { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .next(260, 10), .completed(300)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(second.subscriptions, [Subscription(250, 300)])
  }

  func test_concatMap_subscribesEachInnerAfterThePreviousCompletes() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = outer(completingAt: 260)
    let observer = scheduler.start { outer.asObservable().concatMap { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .next(250, 10), .completed(290)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(second.subscriptions, [Subscription(240, 290)])
  }

  func test_concatMap_synchronousSources_keepOrder() {
    let source = Observable.of(1, 2).concatMap { Observable.of($0, $0 * 10) }
    XCTAssertEqual(record(source), [.next(1), .next(10), .next(2), .next(20), .completed])
  }

  func test_flatMap_disposedFromInsideOnNext_stopsEverything() {
    let innerSubscriptions = Locked(0)
    let inner = Observable<Int>.create { observer in
      innerSubscriptions.withLock { $0 += 1 }
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create()
    }
    let outer = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      outer.withLock { $0 = observer }
      return Disposables.create()
    }
    let received = Locked<[Int]>([])
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      source.flatMap { _ in inner }.subscribe(onNext: { value in
        received.withLock { $0.append(value) }
        subscription.dispose()
      }))
    outer.value?.onNext(1)
    outer.value?.onNext(2)
    outer.withLock { $0 = nil }
    XCTAssertEqual(received.value, [1])
    XCTAssertEqual(innerSubscriptions.value, 1)
  }

  func test_flatMapFirst_doesNotMapElementsThatArriveWhileBusy() {
    let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(250, 3)])
    let mapped = Locked<[Int]>([])
    let a = first.asObservable()
    _ = scheduler.start {
      outer.asObservable().flatMapFirst { value -> Observable<Int> in
        mapped.withLock { $0.append(value) }
        return a
      }
    }
    XCTAssertEqual(mapped.value, [1, 3])
  }

  func test_flatMap_emptyOuter_completesWithoutMappingAnything() {
    let a = first.asObservable()
    let outer = scheduler.createHotObservable([.next(150, 0), .completed(250)])
    let observer = scheduler.start { outer.asObservable().flatMap { _ in a } }
    XCTAssertEqual(observer.events, [.completed(250)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(first.subscriptions, [])
  }

  func test_flatMap_outerErrorWhileInnersRun_endsAndDisposesThem() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .error(235, TestError())])
    let observer = scheduler.start { outer.asObservable().flatMap { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(225, 10), .next(230, 2), .error(235, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(second.subscriptions, [Subscription(215, 235)])
  }

  func test_flatMap_fiveOverlappingInners_interleaveByTime_completeAfterTheLast() {
    // Inner i starts at 210 + i and sends i 50 - 10 * i ticks later: the last one started speaks first.
    let inners = (0..<5).map { index in
      scheduler.createColdObservable([.next(50 - 10 * index, index), .completed(60)])
    }
    let sources = inners.map { $0.asObservable() }
    let outer = scheduler.createHotObservable(
      (0..<5).map { Recorded<Event<Int>>.next(210 + $0, $0) } + [.completed(220)])
    let observer = scheduler.start { outer.asObservable().flatMap { sources[$0] } }
    XCTAssertEqual(
      observer.events,
      [.next(224, 4), .next(233, 3), .next(242, 2), .next(251, 1), .next(260, 0), .completed(274)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
    for (index, inner) in inners.enumerated() {
      XCTAssertEqual(inner.subscriptions, [Subscription(210 + index, 270 + index)], "inner \(index)")
    }
  }

  func test_flatMap_observerSendsIntoTheOuterWhileHandlingAnInnerElement_startsANewInnerAtOnce() {
    let subject = PublishSubject<Int>()
    let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
    let source = inner.asObservable()
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.flatMap { value in source.map { $0 * value } }.subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(215, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(215, 225)])
  }

  func test_flatMapFirst_outerCompletesWhileAnInnerRuns_completesWithTheInner() {
    let a = first.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
    let observer = scheduler.start { outer.asObservable().flatMapFirst { _ in a } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
  }

  func test_flatMapFirst_innerErrorEndsEverything() {
    let failing = scheduler.createColdObservable([.next(5, 7), .error(8, TestError())])
    let source = failing.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .completed(300)])
    let observer = scheduler.start { outer.asObservable().flatMapFirst { _ in source } }
    XCTAssertEqual(observer.events, [.next(215, 7), .error(218, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 218)])
    XCTAssertEqual(failing.subscriptions, [Subscription(210, 218)])
  }

  func test_flatMapFirst_disposedMidStream_disposesTheRunningInner() {
    let a = first.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(215, 2)])
    let observer = scheduler.start(disposed: 225) { outer.asObservable().flatMapFirst { _ in a } }
    XCTAssertEqual(observer.events, [.next(220, 1)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 225)])
  }

  func test_concatMap_innerError_neverSubscribesTheQueuedInner() {
    let b = second.asObservable()
    let failing = scheduler.createColdObservable([.next(5, 7), .error(15, TestError())])
    let source = failing.asObservable()
    let outer = outer()
    let observer = scheduler.start { outer.asObservable().concatMap { ($0 == 1 ? source : b) } }
    XCTAssertEqual(observer.events, [.next(215, 7), .error(225, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(failing.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_concatMap_disposedMidStream_disposesTheRunningInner_andDropsTheQueue() {
    let (a, b) = (first.asObservable(), second.asObservable())
    let outer = outer()
    let observer = scheduler.start(disposed: 235) { outer.asObservable().concatMap { ($0 == 1 ? a : b) } }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(230, 2)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 235)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_concatMap_threeInnersArrivingTogether_runOneAfterAnother() {
    let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
    let source = inner.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
    let observer = scheduler.start { outer.asObservable().concatMap { value in source.map { $0 * value } } }
    XCTAssertEqual(observer.events, [.next(215, 1), .next(225, 2), .next(235, 3), .completed(240)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 230), Subscription(230, 240)])
  }

  func test_flatMapFirst_outerErrorWhileAnInnerRuns_endsAndDisposesIt() {
    let a = first.asObservable()
    let outer = scheduler.createHotObservable([.next(210, 1), .error(225, TestError())])
    let observer = scheduler.start { outer.asObservable().flatMapFirst { _ in a } }
    XCTAssertEqual(observer.events, [.next(220, 1), .error(225, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(first.subscriptions, [Subscription(210, 225)])
  }
}
