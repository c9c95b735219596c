import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class CombineLatestTests: RxStyleTestCase {
  func test_combineLatest_emitsOnEitherOnceBothHaveEmitted_completesWhenBothComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
    let right = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .next(230, 5), .completed(240)])
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(220, 5), .next(225, 7), .next(230, 9), .completed(240)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 240)])
  }

  func test_combineLatest_oneCompletesEmpty_otherNeverEmits_staysOpen() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let observer = scheduler.start { Observable.combineLatest(never, empty) { $0 + $1 } }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func test_combineLatest_elementAfterTheOtherCompletedEmpty_completes() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let values = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
    let observer = scheduler.start { Observable.combineLatest(empty, values) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.completed(220)])
    XCTAssertEqual(values.subscriptions, [Subscription(200, 220)])
  }

  func test_combineLatest_errorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let right = scheduler.createHotObservable([.next(215, 2), .next(230, 3)])
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(215, 3), .error(220, TestError())])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
  }

  func test_combineLatest_throwingSelectorEndsWithError() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1)])
    let right = scheduler.createHotObservable([.next(220, 2)])
    let observer = scheduler.start {
      Observable<Int>.combineLatest(left, right) { _, _ in throw TestError(code: 9) }
    }
    XCTAssertEqual(observer.events, [.error(220, TestError(code: 9))])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
  }

  func test_combineLatest_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .next(260, 5)])
    let right = scheduler.createHotObservable([.next(220, 2)])
    let observer = scheduler.start(disposed: 250) { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(220, 3)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
  }

  func test_combineLatest_tuplesOfTwoThreeAndFour() {
    let (a, b, c, d) = (Observable.just(1), Observable.just("b"), Observable.just(3.0), Observable.just(true))
    XCTAssertEqual(record(Observable.combineLatest(a, b).map { "\($0)\($1)" }), [.next("1b"), .completed])
    XCTAssertEqual(record(Observable.combineLatest(a, b, c).map { "\($0)\($1)\($2)" }), [.next("1b3.0"), .completed])
    XCTAssertEqual(
      record(Observable.combineLatest(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }), [.next("1b3.0true"), .completed])
    XCTAssertEqual(
      record(Observable.combineLatest(a, b, c, d) { "\($0)\($1)\($2)\($3)" }), [.next("1b3.0true"), .completed])
    XCTAssertEqual(record(Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" }), [.next("1b3.0"), .completed])
  }

  func test_combineLatest_synchronousSourcesTakeTurns() {
    let source = Observable.combineLatest(Observable.of(1, 2), Observable.of(10, 20)) { $0 + $1 }
    XCTAssertEqual(record(source), [.next(11), .next(12), .next(22), .completed])
  }

  func test_combineLatest_collection() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createHotObservable([.next(210, 1), .completed(300)]),
      scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(310)]),
      scheduler.createHotObservable([.next(230, 3), .completed(320)]),
    ]
    let observer = scheduler.start { Observable.combineLatest(sources.map { $0.asObservable() }) }
    XCTAssertEqual(observer.events, [.next(230, [1, 2, 3]), .next(240, [1, 4, 3]), .completed(320)])
    let summed = TestScheduler(initialClock: 0).start {
      Observable.combineLatest([Observable.just(1), Observable.just(2)]) { $0.reduce(0, +) }
    }
    XCTAssertEqual(summed.events, [.next(200, 3), .completed(200)])
  }

  func test_combineLatest_takeOneDownstream_disposesFromInsideOnNext() {
    let source = Observable.combineLatest(Observable.of(1, 2, 3), Observable.of(10, 20)) { $0 + $1 }.take(1)
    XCTAssertEqual(record(source), [.next(11), .completed])
  }

  func test_combineLatestCollection_empty_combinesTheEmptyListOnceThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
    XCTAssertEqual(observer.events, [.next(200, 0), .completed(200)])
  }

  func test_combineLatestCollection_empty_throwingSelectorFails() {
    let source = Observable<Int>.combineLatest([Observable<Int>]()) { _ in throw TestError(code: 3) }
    XCTAssertEqual(record(source), [.error(TestError(code: 3))])
  }

  func test_combineLatestCollection_emptyArrays_sendsOneEmptyArray() {
    XCTAssertEqual(record(Observable.combineLatest([Observable<Int>]())), [.next([]), .completed])
  }

  func test_combineLatest_eightSources_combinesOnceAllHaveEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let s = (1...8).map { index in
      scheduler.createHotObservable([.next(200 + index * 10, index), .completed(300 + index)])
    }
    let observer = scheduler.start {
      Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    XCTAssertEqual(observer.events, [.next(280, 36), .completed(308)])
    XCTAssertEqual(s[0].subscriptions, [Subscription(200, 301)])
  }

  func test_combineLatest_fiveToSevenSources_tuples() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let observer5 = scheduler.start { Observable.combineLatest(a, a, a, a, a).map { $0 + $1 + $2 + $3 + $4 } }
    XCTAssertEqual(
      observer5.events, [.next(210, 5), .next(260, 6), .next(260, 7), .next(260, 8), .next(260, 9), .next(260, 10)])
    let just = Observable.just(1)
    XCTAssertEqual(
      record(Observable.combineLatest(just, just, just, just, just, just).map { $0 + $5 }), [.next(2), .completed])
    XCTAssertEqual(
      record(Observable.combineLatest(just, just, just, just, just, just, just).map { $0 + $6 }),
      [.next(2), .completed])
  }

  func test_combineLatest_sixSources_errorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let ok = scheduler.createHotObservable([.next(210, 1)])
    let failing = scheduler.createHotObservable([Recorded<Event<Int>>.error(220, TestError())])
    let observer = scheduler.start {
      Observable.combineLatest(ok, ok, ok, ok, ok, failing) { $0 + $1 + $2 + $3 + $4 + $5 }
    }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
    XCTAssertEqual(ok.subscriptions, Array(repeating: Subscription(200, 220), count: 5))
  }

  func test_combineLatest_bothEmpty_completesWhenTheLastCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let right = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.completed(220)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
  }

  func test_combineLatest_sourceCompletedAfterEmitting_keepsCombiningItsLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let right = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .completed(240)])
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(220, 11), .next(230, 21), .completed(240)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 240)])
  }

  func test_combineLatest_errorAfterTheOtherCompleted_isForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let right = scheduler.createHotObservable([.next(215, 2), .error(230, TestError())])
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(215, 3), .error(230, TestError())])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
  }

  func test_combineLatest_neverAndNever_staysSilentUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(150, 1)])
    let right = scheduler.createHotObservable([.next(150, 2)])
    let observer = scheduler.start { Observable.combineLatest(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
  }

  func test_combineLatest_observerSendsIntoASourceWhileHandlingACombination_combinesTheNestedElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let right = scheduler.createHotObservable([.next(205, 10), .next(220, 20)])
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        Observable.combineLatest(subject, right) { $0 + $1 }.subscribe { event in
          observer.on(event)
          if case .next(11) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 11), .next(210, 12), .next(220, 22)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
  }
}
