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
}
