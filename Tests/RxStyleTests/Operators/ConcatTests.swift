import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ConcatTests: RxStyleTestCase {
  func test_concat_subscribesTheNextOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2), .completed(250)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 250)])
  }

  func test_concat_errorStopsBeforeTheNext() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let observer = scheduler.start { first.asObservable().concat(second) }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_concat_instanceAndCollectionForms() {
    XCTAssertEqual(record(Observable.of(1, 2).concat(Observable.just(3))), [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(
      record(Observable.of(Observable.of(1), Observable.of(2, 3)).concat()), [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(record(Observable<Int>.concat([])), [.completed])
  }

  func test_concat_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(10, 2), .next(50, 3), .completed(60)])
    let observer = scheduler.start(disposed: 240) { Observable.concat([first.asObservable(), second.asObservable()]) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(230, 2)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
  }

  func test_concat_manySynchronousSources_doesNotNestSubscriptions() {
    let sources = (0..<20_000).map { value in
      Observable<Int>.create { observer in
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create()
      }
    }
    let events = record(Observable.concat(sources).reduce(0, accumulator: +))
    XCTAssertEqual(events, [.next((0..<20_000).reduce(0, +)), .completed])
  }

  func test_concatSequence_readsTheSequenceLazily() {
    let made = Locked(0)
    let endless = (1...).lazy.map { index -> Observable<Int> in
      made.withLock { $0 += 1 }
      return .just(index)
    }
    XCTAssertEqual(record(Observable.concat(endless).take(3)), [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(made.withLock { $0 }, 3)
  }

  func test_concatSequence_timesFollowEachCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let observer = scheduler.start { Observable.concat([a.asObservable(), b.asObservable()].lazy.map { $0 }) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(225, 2), .completed(230)])
    XCTAssertEqual(b.subscriptions, [Subscription(220, 230)])
  }

  func test_concatSequence_nestedAHundredDeep_deliversEveryElementInOrder() {
    // Each level is a lazy two-element sequence: one value, then the next level's concat.
    @Sendable func level(_ depth: Int) -> Observable<Int> {
      let parts = [0, 1].lazy.map { part in part == 0 ? Observable.just(depth) : level(depth + 1) }
      return Observable.concat(parts)
    }
    XCTAssertEqual(record(level(0).take(100)), (0..<100).map { .next($0) } + [.completed])
  }

  func test_concatSequence_ofManySynchronousSources_keepsOneStageAlive() {
    let count = 50_000
    let live = Locked(0)
    let sources = (0..<count).lazy.map { value in
      Observable<Int>.create { observer in
        // The stages still alive while this source runs: one per source not yet released.
        live.withLock { $0 = max($0, Int(Resources.total)) }
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create()
      }
    }
    let before = Int(Resources.total)
    let events = record(Observable.concat(sources).reduce(0, accumulator: +))
    XCTAssertEqual(events, [.next((0..<count).reduce(0, +)), .completed])
    XCTAssertLessThan(live.withLock { $0 } - before, 20, "stages must not pile up per source")
  }

  func test_concat_subscribesItsFirstSourceBeforeWhatIsSubscribedAfterIt() {
    let log = Locked<[String]>([])
    func source(_ name: String) -> Observable<Int> {
      Observable.deferred {
        log.withLock { $0.append(name) }
        return Observable<Int>.never()
      }
    }
    let chains = [
      source("a").concat(source("b")).sample(source("c")),
      Observable.concat([source("a"), source("b")]).sample(source("c")),
      Observable.combineLatest(Observable.concat(source("a"), source("b")), source("c")) { $0 + $1 },
    ]
    for chain in chains {
      log.withLock { $0 = [] }
      let subscription = chain.subscribe()
      XCTAssertEqual(log.value, ["a", "c"])
      subscription.dispose()
    }
  }

  func test_concat_emptyFirstSource_passesStraightToTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
    let second = scheduler.createColdObservable([.next(5, 1), .completed(10)])
    let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
    XCTAssertEqual(observer.events, [.next(215, 1), .completed(220)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(second.subscriptions, [Subscription(210, 220)])
  }

  func test_concat_firstNeverEnds_secondIsNeverSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1)])
    let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
    let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_concat_errorFromTheSecond_afterTheFirstCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(5, 2), .error(10, TestError())])
    let observer = scheduler.start { Observable.concat(first.asObservable(), second.asObservable()) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(225, 2), .error(230, TestError())])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 230)])
  }

  func test_concat_disposedDuringTheFirst_neverSubscribesTheSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(30)])
    let observer = scheduler.start(disposed: 215) { Observable.concat(first.asObservable(), second.asObservable()) }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func test_concat_observerSendsIntoTheFirstWhileHandlingItsElement_staysOnTheFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let second = scheduler.createColdObservable([.next(10, 9), .completed(20)])
    let next = second.asObservable()
    let observer = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        subject.concat(next).subscribe { event in
          observer.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
    }
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(220) { subject.onCompleted() }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 2), .next(230, 9), .completed(240)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 240)])
  }
}
