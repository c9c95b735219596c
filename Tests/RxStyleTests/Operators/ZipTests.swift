import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ZipTests: RxStyleTestCase {
  func test_zip_pairsByPosition_completesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
    let right = scheduler.createHotObservable([
      .next(215, "a"), .next(225, "b"), .next(235, "c"), .completed(240),
    ])
    let observer = scheduler.start { Observable.zip(left, right) { "\($0)\($1)" } }
    XCTAssertEqual(observer.events, [.next(215, "1a"), .next(225, "2b"), .completed(240)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 240)])
  }

  func test_zip_buffersTheFasterSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let fast = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .next(212, 3), .completed(213)])
    let slow = scheduler.createHotObservable([.next(300, 10), .next(400, 20), .next(500, 30), .completed(600)])
    let observer = scheduler.start { Observable.zip(fast, slow) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(300, 11), .next(400, 22), .next(500, 33), .completed(600)])
  }

  func test_zip_oneSourceCompletedEmpty_waitsForTheOthers_asRxSwift() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let values = scheduler.createHotObservable([.next(220, 1), .completed(250)])
    let observer = scheduler.start { Observable.zip(empty, values) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.completed(250)])
    XCTAssertEqual(values.subscriptions, [Subscription(200, 250)])
  }

  func test_zip_errorEndsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let right = scheduler.createHotObservable([.next(215, 2), .next(230, 3)])
    let observer = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(215, 3), .error(220, TestError())])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
  }

  func test_zip_throwingSelectorEndsWithError() {
    let source = Observable<Int>.zip(Observable.of(1, 2), Observable.of(1, 2)) { _, _ in throw TestError(code: 4) }
    XCTAssertEqual(record(source), [.error(TestError(code: 4))])
  }

  func test_zip_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .next(260, 5)])
    let right = scheduler.createHotObservable([.next(220, 2), .next(270, 6)])
    let observer = scheduler.start(disposed: 250) { Observable.zip(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(220, 3)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
  }

  func test_zip_tuplesOfTwoThreeAndFour() {
    let (a, b, c, d) = (Observable.of(1, 2), Observable.of("a", "b"), Observable.of(3), Observable.of(true, false))
    XCTAssertEqual(record(Observable.zip(a, b).map { "\($0)\($1)" }), [.next("1a"), .next("2b"), .completed])
    XCTAssertEqual(record(Observable.zip(a, b, c).map { "\($0)\($1)\($2)" }), [.next("1a3"), .completed])
    XCTAssertEqual(record(Observable.zip(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }), [.next("1a3true"), .completed])
    XCTAssertEqual(record(Observable.zip(a, b, c, d) { "\($0)\($1)\($2)\($3)" }), [.next("1a3true"), .completed])
    XCTAssertEqual(record(Observable.zip(a, b, c) { "\($0)\($1)\($2)" }), [.next("1a3"), .completed])
  }

  func test_zip_collectionAndEmptyCollection() {
    let sources = [Observable.of(1, 2), Observable.of(10, 20), Observable.of(100, 200, 300)]
    XCTAssertEqual(record(Observable.zip(sources)), [.next([1, 10, 100]), .next([2, 20, 200]), .completed])
    XCTAssertEqual(record(Observable.zip(sources) { $0.reduce(0, +) }), [.next(111), .next(222), .completed])
    XCTAssertEqual(record(Observable.zip([Observable<Int>]())), [.completed])
  }

  func test_zip_longSynchronousSources_pairEveryElement() {
    let count = 100_000
    let source = Observable.zip(Observable.from(0..<count), Observable.from(0..<count)) { $0 + $1 }
      .reduce(0, accumulator: +)
    XCTAssertEqual(record(source), [.next((0..<count).reduce(0) { $0 + 2 * $1 }), .completed])
  }

  func test_zip_takeOneDownstream_disposesFromInsideOnNext() {
    let source = Observable.zip(Observable.repeatElement(1), Observable.repeatElement(2)) { $0 + $1 }.take(2)
    XCTAssertEqual(record(source), [.next(3), .next(3), .completed])
  }

  func test_zipCollection_elementThatCanNeverBePaired_completesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(230)])
    let c = scheduler.createHotObservable([.next(212, 100), .next(240, 200), .next(300, 300), .completed(400)])
    let observer = scheduler.start { Observable.zip([a, b, c].map { $0.asObservable() }) }
    // At 240 `c` sends an element that nothing can pair with: `a` and `b` have completed.
    XCTAssertEqual(observer.events, [.next(215, [1, 10, 100]), .completed(240)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(c.subscriptions, [Subscription(200, 240)])
  }

  func test_zipFixedArity_sameSources_waitsForEverySourceToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let b = scheduler.createHotObservable([.next(215, 10), .next(225, 20), .completed(230)])
    let c = scheduler.createHotObservable([.next(212, 100), .next(240, 200), .next(300, 300), .completed(400)])
    let observer = scheduler.start { Observable.zip(a, b, c) { [$0, $1, $2] } }
    XCTAssertEqual(observer.events, [.next(215, [1, 10, 100]), .completed(400)])
    XCTAssertEqual(c.subscriptions, [Subscription(200, 400)])
  }

  func test_zipCollection_completedSourceWithQueuedElements_stillPairs() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(212)])
    let b = scheduler.createHotObservable([.next(220, 10), .next(230, 20), .next(240, 30), .completed(500)])
    let observer = scheduler.start { Observable.zip([a.asObservable(), b.asObservable()]) { $0.reduce(0, +) } }
    XCTAssertEqual(observer.events, [.next(220, 11), .next(230, 22), .completed(240)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 240)])
  }

  func test_zipCollection_empty_completesAtOnce() {
    XCTAssertEqual(record(Observable.zip([Observable<Int>]())), [.completed])
  }

  func test_zip_eightSources_pairsByPosition_completesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let s = (1...8).map { index in
      scheduler.createHotObservable([
        .next(200 + index, index), .next(250 + index, index * 10), .completed(300 + index),
      ])
    }
    let observer = scheduler.start {
      Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    XCTAssertEqual(observer.events, [.next(208, 36), .next(258, 360), .completed(308)])
  }

  func test_zip_fiveToSevenSources_tuples() {
    let of = Observable.of(1, 2)
    XCTAssertEqual(record(Observable.zip(of, of, of, of, of).map { $0 + $4 }), [.next(2), .next(4), .completed])
    XCTAssertEqual(record(Observable.zip(of, of, of, of, of, of).map { $0 + $5 }), [.next(2), .next(4), .completed])
    XCTAssertEqual(
      record(Observable.zip(of, of, of, of, of, of, of).map { $0 + $6 }), [.next(2), .next(4), .completed])
    XCTAssertEqual(
      record(Observable.zip(of, of, of, of, of, of, of, of).map { $0 + $7 }), [.next(2), .next(4), .completed])
  }

  func test_zip_bothEmpty_completesWhenTheLastCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let right = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let observer = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.completed(220)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
  }

  func test_zip_neverAndEmpty_staysOpenUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
    let observer = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }
    XCTAssertEqual(observer.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func test_zip_errorAfterTheOtherCompleted_isForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    let right = scheduler.createHotObservable([.next(220, 2), .error(230, TestError())])
    let observer = scheduler.start { Observable.zip(left, right) { $0 + $1 } }
    XCTAssertEqual(observer.events, [.next(220, 3), .error(230, TestError())])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 230)])
  }

  func test_zip_observerSendsIntoASourceWhileHandlingAPair_pairsTheNestedElementNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let right = scheduler.createHotObservable([.next(205, 10), .next(206, 20), .next(300, 30)])
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        Observable.zip(subject, right) { $0 + $1 }.subscribe { event in
          observer.on(event)
          if case .next(11) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 11), .next(210, 22)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 1000)])
  }
}
