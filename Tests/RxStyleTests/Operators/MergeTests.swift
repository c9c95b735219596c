import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class MergeTests: RxStyleTestCase {
  func test_staticMerge_interleavesAndCompletesWhenAllComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(230, 3), .completed(240)])
    let right = scheduler.createHotObservable([.next(220, 2), .completed(250)])
    let observer = scheduler.start { Observable.merge(left.asObservable(), right.asObservable()) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
  }

  func test_staticMerge_errorDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let right = scheduler.createHotObservable([.next(215, 2), .next(230, 3)])
    let observer = scheduler.start { Observable.merge([left.asObservable(), right.asObservable()]) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(215, 2), .error(220, TestError())])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 220)])
  }

  func test_merge_ofObservables_andEmpty() {
    let source = Observable.of(Observable.of(1, 2), Observable.of(10)).merge()
    XCTAssertEqual(record(source), [.next(1), .next(2), .next(10), .completed])
    XCTAssertEqual(record(Observable<Int>.merge()), [.completed])
  }

  func test_mergeMaxConcurrent_queuesInnersBeyondTheLimit() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(40)])
    let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(211, b.asObservable()), .next(212, c.asObservable()), .completed(213),
    ])
    let observer = scheduler.start { outer.asObservable().merge(maxConcurrent: 2) }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(221, 2), .next(235, 3), .completed(251)])
    XCTAssertEqual(c.subscriptions, [Subscription(230, 240)])
  }

  func test_merge_disposedMidStream() {
    let scheduler = TestScheduler(initialClock: 0)
    let left = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
    let right = scheduler.createHotObservable([.next(220, 3)])
    let observer = scheduler.start(disposed: 250) { Observable.merge(left.asObservable(), right.asObservable()) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 3)])
    XCTAssertEqual(left.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(right.subscriptions, [Subscription(200, 250)])
  }

  func test_merge_reentrantEmission_fromInsideOnNext_isDeliveredInOrder() {
    // An observer that makes a source emit again while it handles an element: the nested
    // element is delivered at once, as with RxSwift's re-entrant lock.
    let emitter = Locked<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { observer in
      emitter.withLock { $0 = observer }
      return Disposables.create()
    }
    let log = Locked<[String]>([])
    let subscription = Observable.merge(source, Observable<Int>.never()).subscribe(onNext: { value in
      log.withLock { $0.append("begin \(value)") }
      if value == 1 { emitter.value?.onNext(2) }
      log.withLock { $0.append("end \(value)") }
    })
    emitter.value?.onNext(1)
    subscription.dispose()
    // The observer closure captures the emitter, which holds the chain: let go of it.
    emitter.withLock { $0 = nil }
    XCTAssertEqual(log.value, ["begin 1", "begin 2", "end 2", "end 1"])
  }

  func test_mergeOfSources_subscribesThemBeforeWhatIsSubscribedAfterIt() {
    let log = Locked<[String]>([])
    func source(_ name: String) -> Observable<Int> {
      Observable.deferred {
        log.withLock { $0.append(name) }
        return Observable<Int>.never()
      }
    }
    // `sample` subscribes its source, then its sampler: the merged sources come first.
    let subscription = Observable.merge(source("a"), source("b")).sample(source("c")).subscribe()
    XCTAssertEqual(log.value, ["a", "b", "c"])
    subscription.dispose()
  }

  func test_mergeOfColdSources_anElementAtTheSamplersInstantIsSampled() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 4), .next(30, 7)])
    let second = scheduler.createColdObservable([Recorded<Event<Int>>]())
    let ticks = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .next(30, "c")])
    let observer = scheduler.start {
      Observable.merge(first.asObservable(), second.asObservable()).sample(ticks.asObservable())
    }
    // Subscribed first, the merged source's element at 210 is there when the tick at 210 comes.
    XCTAssertEqual(observer.events, [.next(210, 4), .next(230, 7)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(ticks.subscriptions, [Subscription(200, 1000)])
  }

  func test_mergeMaxConcurrent_emptyOuter_completesWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([Recorded<Event<Observable<Int>>>.completed(250)])
    let observer = scheduler.start { outer.asObservable().merge(maxConcurrent: 2) }
    XCTAssertEqual(observer.events, [.completed(250)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 250)])
  }

  func test_mergeMaxConcurrent_fiveInnersTwoAtATime_eachQueuedOneStartsWhenARunningOneEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(5, 1), .completed(10)])
    let source = inner.asObservable()
    let outer = scheduler.createHotObservable(
      (1...5).map { factor in Recorded<Event<Observable<Int>>>.next(209 + factor, source.map { $0 * factor }) } + [
        .completed(215)
      ])
    let observer = scheduler.start { outer.asObservable().merge(maxConcurrent: 2) }
    XCTAssertEqual(
      observer.events, [.next(215, 1), .next(216, 2), .next(225, 3), .next(226, 4), .next(235, 5), .completed(240)])
    XCTAssertEqual(
      inner.subscriptions,
      [
        Subscription(210, 220), Subscription(211, 221), Subscription(220, 230), Subscription(221, 231),
        Subscription(230, 240),
      ])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 215)])
  }

  func test_mergeMaxConcurrent_innerError_endsEverything_queuedInnerNeverSubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(40)])
    let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(211, b.asObservable()), .next(212, c.asObservable()), .completed(213),
    ])
    let observer = scheduler.start { outer.asObservable().merge(maxConcurrent: 2) }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(221, 2), .error(230, TestError())])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(b.subscriptions, [Subscription(211, 230)])
    XCTAssertEqual(c.subscriptions, [])
  }

  func test_mergeMaxConcurrent_outerError_disposesTheRunningInners_andDropsTheQueue() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(40)])
    let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(211, b.asObservable()), .next(212, c.asObservable()),
      .error(215, TestError()),
    ])
    let observer = scheduler.start { outer.asObservable().merge(maxConcurrent: 2) }
    XCTAssertEqual(observer.events, [.error(215, TestError())])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 215)])
    XCTAssertEqual(b.subscriptions, [Subscription(211, 215)])
    XCTAssertEqual(c.subscriptions, [])
  }

  func test_mergeMaxConcurrent_disposedMidStream_disposesTheRunningInners_andDropsTheQueue() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(40)])
    let c = scheduler.createColdObservable([.next(5, 3), .completed(10)])
    let outer = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(211, b.asObservable()), .next(212, c.asObservable()), .completed(213),
    ])
    let observer = scheduler.start(disposed: 225) { outer.asObservable().merge(maxConcurrent: 2) }
    XCTAssertEqual(observer.events, [.next(220, 1), .next(221, 2)])
    XCTAssertEqual(outer.subscriptions, [Subscription(200, 213)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 225)])
    XCTAssertEqual(b.subscriptions, [Subscription(211, 225)])
    XCTAssertEqual(c.subscriptions, [])
  }
}
