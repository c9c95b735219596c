import RxStyle
import RxStyleTest
import TestSupport
import XCTest

/// Where, within the instant a source finishes, its disposal falls against the end passed down,
/// as RxSwift orders it: the flattening and combining operators of fixed arity dispose a finished
/// source before passing its end on; `share`, `concat`, the collection forms of `zip` and
/// `combineLatest`, `andThen` and the last `retry` pass it on first.
final class SourceEndOrderTests: RxStyleTestCase {
  func test_flatMap_disposesTheLastInnerBeforeCompleting() {
    let log = EndLog()
    let outer = log.scheduler.createHotObservable([.next(100, 1), .completed(103)])
    let inner = log.scheduler.createColdObservable([.next(5, 10), .completed(10)])
    log.run(log.watched("outer", outer).flatMap { _ in log.watched("inner", inner) })
    XCTAssertEqual(log.lines, ["103 outer disposed", "105 next 10", "110 inner disposed", "110 completed"])
    XCTAssertEqual(outer.subscriptions, [Subscription(0, 103)])
    XCTAssertEqual(inner.subscriptions, [Subscription(100, 110)])
  }

  func test_flatMap_disposesTheOuterBeforeCompleting_whileConcatMapCompletesFirst() {
    for limited in [false, true] {
      let log = EndLog()
      let outer = log.scheduler.createHotObservable([.next(100, 1), .completed(120)])
      let inner = log.scheduler.createColdObservable([.next(5, 10), .completed(10)])
      let select: @Sendable (Int) -> Observable<Int> = { _ in log.watched("inner", inner) }
      let source = log.watched("outer", outer)
      log.run(limited ? source.concatMap(select) : source.flatMap(select))
      let end = limited ? ["120 completed", "120 outer disposed"] : ["120 outer disposed", "120 completed"]
      XCTAssertEqual(log.lines, ["105 next 10", "110 inner disposed"] + end, "concatMap: \(limited)")
      XCTAssertEqual(outer.subscriptions, [Subscription(0, 120)])
    }
  }

  func test_flatMap_error_disposesTheRunningInnersOldestFirst() {
    let log = EndLog()
    let outer = log.scheduler.createHotObservable([.next(100, 1), .next(101, 2), .error(102, TestError())])
    let inner = log.scheduler.createColdObservable([.next(50, 0)])
    log.run(log.watched("outer", outer).flatMap { log.watched("inner \($0)", inner) })
    XCTAssertEqual(log.lines, ["102 error", "102 outer disposed", "102 inner 1 disposed", "102 inner 2 disposed"])
    XCTAssertEqual(inner.subscriptions, [Subscription(100, 102), Subscription(101, 102)])
  }

  func test_ignoreElements_and_flatMapLatest_disposeTheFinishedSourceFirst() {
    let log = EndLog()
    let source = log.scheduler.createHotObservable([.next(100, 1), .completed(110)])
    log.run(log.watched("source", source).ignoreElements())
    XCTAssertEqual(log.lines, ["110 source disposed", "110 completed"])

    let latest = EndLog()
    let outer = latest.scheduler.createHotObservable([.next(100, 1), .completed(103)])
    let inner = latest.scheduler.createColdObservable([.next(5, 10), .completed(10)])
    latest.run(latest.watched("outer", outer).flatMapLatest { _ in latest.watched("inner", inner) })
    XCTAssertEqual(latest.lines, ["103 outer disposed", "105 next 10", "110 inner disposed", "110 completed"])
    XCTAssertEqual(inner.subscriptions, [Subscription(100, 110)])
  }

  func test_zip_ofACollection_passesTheErrorOnBeforeDisposingItsSource_unlikeTwoSources() {
    for collection in [false, true] {
      let log = EndLog()
      let first = log.scheduler.createHotObservable([.next(100, 1), .completed(110)])
      let second = log.scheduler.createHotObservable([Recorded<Event<Int>>.error(120, TestError())])
      let a = log.watched("a", first)
      let b = log.watched("b", second)
      log.run(collection ? Observable.zip([a, b]).map { $0[0] } : Observable.zip(a, b) { x, _ in x })
      let end = collection ? ["120 error", "120 b disposed"] : ["120 b disposed", "120 error"]
      XCTAssertEqual(log.lines, ["110 a disposed"] + end, "collection: \(collection)")
      XCTAssertEqual(second.subscriptions, [Subscription(0, 120)])
    }
  }

  func test_combineLatest_ofACollection_completesBeforeDisposingTheLastSource_unlikeTwoSources() {
    for collection in [false, true] {
      let log = EndLog()
      let first = log.scheduler.createHotObservable([.next(100, 1), .completed(110)])
      let second = log.scheduler.createHotObservable([.next(105, 2), .completed(120)])
      let a = log.watched("a", first)
      let b = log.watched("b", second)
      log.run(
        collection
          ? Observable.combineLatest([a, b]).map { $0[0] + $0[1] } : Observable.combineLatest(a, b, resultSelector: +))
      let end = collection ? ["120 completed", "120 b disposed"] : ["120 b disposed", "120 completed"]
      XCTAssertEqual(log.lines, ["105 next 3", "110 a disposed"] + end, "collection: \(collection)")
    }
  }

  func test_share_passesTheEndToEverySubscriberBeforeTheSourceIsDisposed_whilePublishDisposesFirst() {
    let forms: [(String, @Sendable (Observable<Int>) -> Observable<Int>)] = [
      ("share()", { $0.share() }), ("share(replay: 1)", { $0.share(replay: 1) }),
      ("publish().refCount()", { $0.publish().refCount() }),
    ]
    for (name, form) in forms {
      let log = EndLog()
      let source = log.scheduler.createHotObservable([.next(100, 1), .completed(110)])
      let shared = form(log.watched("source", source))
      log.run(shared, as: "first")
      log.run(shared, as: "second")
      log.finish()
      let ends = ["110 first completed", "110 second completed"]
      let expected = name.hasPrefix("share") ? ends + ["110 source disposed"] : ["110 source disposed"] + ends
      XCTAssertEqual(log.lines, ["100 first next 1", "100 second next 1"] + expected, name)
      XCTAssertEqual(source.subscriptions, [Subscription(0, 110)], name)
    }
  }

  func test_singleFlatMap_disposesTheSecondBeforeCompleting_whileAndThenCompletesFirst() {
    for isFlatMap in [true, false] {
      let log = EndLog()
      let first = log.scheduler.createHotObservable([.next(100, 1), .completed(101)])
      let second = log.scheduler.createColdObservable([.next(5, 2), .completed(5)])
      let a = log.watched("first", first)
      let b = log.watched("second", second)
      log.run(
        isFlatMap
          ? a.asSingle().flatMap { _ in b.asSingle() }.asObservable()
          : a.ignoreElements().asCompletable().andThen(b))
      let end = isFlatMap ? ["106 second disposed", "106 completed"] : ["106 completed", "106 second disposed"]
      XCTAssertEqual(log.lines, ["101 first disposed", "106 next 2"] + end, "flatMap: \(isFlatMap)")
      XCTAssertEqual(second.subscriptions, [Subscription(101, 106)])
    }
  }

  func test_retry_passesTheLastErrorOnBeforeDisposingItsAttempt() {
    let log = EndLog()
    let source = log.scheduler.createColdObservable([.next(1, 7), .error(2, TestError())])
    log.run(log.watched("source", source).retry(2))
    XCTAssertEqual(log.lines, ["1 next 7", "2 source disposed", "3 next 7", "4 error", "4 source disposed"])
    XCTAssertEqual(source.subscriptions, [Subscription(0, 2), Subscription(2, 4)])
  }

  func test_retryWhen_disposesTheFailedAttemptBeforeTheTriggerEnds() {
    let log = EndLog()
    let source = log.scheduler.createColdObservable([Recorded<Event<Int>>.error(2, TestError())])
    log.run(
      log.watched("source", source).retry { errors in
        errors.enumerated().flatMap { index, error -> Observable<Int> in
          index < 1 ? Observable.just(0) : Observable.error(error)
        }
      })
    XCTAssertEqual(log.lines, ["2 source disposed", "4 source disposed", "4 error"])
    XCTAssertEqual(source.subscriptions, [Subscription(0, 2), Subscription(2, 4)])
  }

  func test_delay_disposesTheFailedSourceBeforeTheError() {
    let log = EndLog()
    let source = log.scheduler.createHotObservable([.next(100, 1), .error(110, TestError())])
    log.run(log.watched("source", source).delay(.seconds(20), scheduler: log.scheduler))
    XCTAssertEqual(log.lines, ["110 source disposed", "110 error"])
  }

  func test_concat_completesBeforeDisposingTheLastSource() {
    let log = EndLog()
    let first = log.scheduler.createColdObservable([Recorded<Event<Int>>.completed(5)])
    let second = log.scheduler.createColdObservable([.next(1, 3), .completed(2)])
    log.run(Observable.concat([log.watched("first", first), log.watched("second", second)]))
    XCTAssertEqual(log.lines, ["5 first disposed", "6 next 3", "7 completed", "7 second disposed"])
    XCTAssertEqual(second.subscriptions, [Subscription(5, 7)])
  }
}

/// The lines a scenario logs, each with the virtual time it happened at: the subscribers' events
/// and the watched sources' disposals (through `do(onDispose:)`).
private final class EndLog: Sendable {
  let scheduler = TestScheduler(initialClock: 0)
  private let entries = Locked<[String]>([])
  private let subscriptions = Locked<[any Disposable]>([])

  var lines: [String] { entries.withLock { $0 } }

  func add(_ text: String) {
    let now = scheduler.clock
    entries.withLock { $0.append("\(now) \(text)") }
  }

  func watched<Element>(_ name: String, _ source: TestableObservable<Element>) -> Observable<Element> {
    source.asObservable().do(onDispose: { self.add("\(name) disposed") })
  }

  /// Subscribes at the current time (with `name` before each line when given) and, unless other
  /// subscribers are to follow, runs the scheduler to its end.
  func run<Element>(_ observable: Observable<Element>, as name: String? = nil) {
    let prefix = name.map { "\($0) " } ?? ""
    let subscription = observable.subscribe(
      onNext: { self.add("\(prefix)next \($0)") }, onError: { _ in self.add("\(prefix)error") },
      onCompleted: { self.add("\(prefix)completed") })
    subscriptions.withLock { $0.append(subscription) }
    if name == nil { finish() }
  }

  /// Runs the scheduler to its end and disposes every subscription.
  func finish() {
    scheduler.start()
    for subscription in subscriptions.withLock({ $0 }) { subscription.dispose() }
  }
}
