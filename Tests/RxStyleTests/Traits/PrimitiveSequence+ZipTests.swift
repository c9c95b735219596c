import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class PrimitiveSequenceZipTests: RxStyleTestCase {
  func test_singleZip_combinesEveryArity() {
    let one = Single.just(1)
    XCTAssertEqual(record(Single.zip(one, one) { $0 + $1 }), [.next(2), .completed])
    XCTAssertEqual(record(Single.zip(one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 }), [.next(5), .completed])
    XCTAssertEqual(
      record(Single.zip(one, one, one, one, one, one, one, one) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }),
      [.next(8), .completed])
  }

  func test_singleZip_tupleForms() {
    let pair = record(Single.zip(Single.just(1), Single.just("a")).map { "\($0)\($1)" })
    XCTAssertEqual(pair, [.next("1a"), .completed])
    let (a, b, c): (Single<Int>, Single<Int>, Single<Int>) = (.just(1), .just(2), .just(3))
    let six: Single<(Int, Int, Int, Int, Int, Int)> = Single.zip(a, b, c, a, b, c)
    XCTAssertEqual(record(six.map { [$0, $1, $2, $3, $4, $5].reduce(0, +) }), [.next(12), .completed])
  }

  func test_singleZip_failsWithTheFirstFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let slow = scheduler.createColdObservable([.next(30, 1), .completed(30)])
    let failing = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
    let observer = scheduler.start {
      Single.zip(slow.asObservable().asSingle(), failing.asObservable().asSingle()) { $0 + $1 }.asObservable()
    }
    XCTAssertEqual(observer.events, [.error(210, TestError())])
    XCTAssertEqual(slow.subscriptions, [Subscription(200, 210)])
  }

  func test_singleZip_waitsForTheSlowest() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(30, 1), .completed(30)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(10)])
    let observer = scheduler.start {
      Single.zip(a.asObservable().asSingle(), b.asObservable().asSingle()) { $0 * 10 + $1 }.asObservable()
    }
    XCTAssertEqual(observer.events, [.next(230, 12), .completed(230)])
  }

  func test_collectionZip_keepsTheOrder_andAnEmptyCollectionSucceedsAtOnce() {
    XCTAssertEqual(record(Single.zip([Single.just(1), .just(2), .just(3)])), [.next([1, 2, 3]), .completed])
    XCTAssertEqual(record(Single.zip([Single<Int>]())), [.next([]), .completed])
    XCTAssertEqual(record(Single.zip([Single<Int>]()) { $0.count + 10 }), [.next(10), .completed])
    XCTAssertEqual(record(Maybe.zip([Maybe<Int>]())), [.next([]), .completed])
  }

  func test_maybeZip_anEmptyMaybeCompletesWithoutElement() {
    XCTAssertEqual(record(Maybe.zip(Maybe.just(1), Maybe<Int>.empty()) { $0 + $1 }), [.completed])
    XCTAssertEqual(record(Maybe.zip(Maybe.just(1), Maybe.just(2)).map { $0 + $1 }), [.next(3), .completed])
    let one = Maybe.just(1)
    let seven = Maybe<Int>.zip(one, one, one, one, one, one, Maybe.just(7)) { _, _, _, _, _, _, last in last }
    XCTAssertEqual(record(seven), [.next(7), .completed])
  }

  func test_completableConcat_runsOneAfterAnother_andStopsAtAFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
    let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
    let observer = scheduler.start {
      first.asObservable().asCompletable().concat(second.asObservable().asCompletable()).asObservable()
    }
    XCTAssertEqual(observer.events, [.completed(230)])
    XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(record(Completable.concat(.error(TestError()), .empty())), [.error(TestError())])
    XCTAssertEqual(record(Completable.concat([Completable.empty(), .empty()])), [.completed])
  }

  func test_completableZip_runsAllAtOnce_andCompletesWithTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([Recorded<Event<Never>>.completed(10)])
    let second = scheduler.createColdObservable([Recorded<Event<Never>>.completed(20)])
    let observer = scheduler.start {
      Completable.zip(first.asObservable().asCompletable(), second.asObservable().asCompletable()).asObservable()
    }
    XCTAssertEqual(observer.events, [.completed(220)])
    XCTAssertEqual(second.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(record(Completable.zip([Completable]())), [.completed])
  }
}
