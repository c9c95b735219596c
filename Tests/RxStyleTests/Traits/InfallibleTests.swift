import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class InfallibleTests: RxStyleTestCase {
  func test_create_sendsElementsAndCompletion() {
    let infallible = Infallible<Int>.create { observer in
      observer(.next(1))
      observer(.next(2))
      observer(.completed)
      observer(.next(3))
      return Disposables.create()
    }
    XCTAssertEqual(record(infallible), [.next(1), .next(2), .completed])
  }

  func test_subscribe_eventClosureAndHandlers() {
    let log = Locked<[String]>([])
    _ = Infallible.of(1, 2).subscribe { event in
      switch event {
      case .next(let value): log.withLock { $0.append("next \(value)") }
      case .completed: log.withLock { $0.append("completed") }
      }
    }
    _ = Infallible.just(3).subscribe(
      onNext: { value in log.withLock { $0.append("onNext \(value)") } },
      onCompleted: { log.withLock { $0.append("onCompleted") } },
      onDisposed: { log.withLock { $0.append("onDisposed") } })
    XCTAssertEqual(log.value, ["next 1", "next 2", "completed", "onNext 3", "onCompleted", "onDisposed"])
  }

  func test_asInfallible_turnsAnErrorIntoWhatWasChosen() {
    let failing = Observable.of(1).concat(Observable<Int>.error(TestError()))
    XCTAssertEqual(record(failing.asInfallible(onErrorJustReturn: -1)), [.next(1), .next(-1), .completed])
    XCTAssertEqual(
      record(failing.asInfallible(onErrorFallbackTo: .of(7, 8))), [.next(1), .next(7), .next(8), .completed])
    XCTAssertEqual(
      record(failing.asInfallible(onErrorRecover: { error in .just((error as? TestError)?.code ?? -2) })),
      [.next(1), .next(0), .completed])
  }

  func test_operators_keepTheContract() {
    let numbers = Infallible.from([1, 2, 2, 3, 4])
    XCTAssertEqual(
      record(numbers.map { $0 * 10 }.filter { $0 > 10 }), [.next(20), .next(20), .next(30), .next(40), .completed])
    XCTAssertEqual(record(numbers.distinctUntilChanged { $0 }), [.next(1), .next(2), .next(3), .next(4), .completed])
    XCTAssertEqual(
      record(numbers.scan(0, accumulator: +)), [.next(1), .next(3), .next(5), .next(8), .next(12), .completed])
    XCTAssertEqual(record(numbers.take(while: { $0 < 3 })), [.next(1), .next(2), .next(2), .completed])
    XCTAssertEqual(record(numbers.skip(while: { $0 < 3 })), [.next(3), .next(4), .completed])
    XCTAssertEqual(record(numbers.startWith(0).take(2)), [.next(0), .next(1), .completed])
    XCTAssertEqual(record(numbers.compactMap { $0 == 2 ? nil : $0 }), [.next(1), .next(3), .next(4), .completed])
  }

  func test_combining_concatMergeZipCombineLatest() {
    XCTAssertEqual(record(Infallible.concat(.of(1), .of(2))), [.next(1), .next(2), .completed])
    XCTAssertEqual(record(Infallible.of(1).concat(Infallible.of(2))), [.next(1), .next(2), .completed])
    XCTAssertEqual(
      record(Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b")).map { "\($0)\($1)" }),
      [.next("1a"), .next("2b"), .completed])
    XCTAssertEqual(record(Infallible.zip([Infallible.of(1), .of(2)])), [.next([1, 2]), .completed])
  }

  func test_merge_ofACollectionMerges_notConcatenates() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(20, 1), .completed(30)])
    let b = scheduler.createColdObservable([.next(10, 2), .completed(40)])
    let observer = scheduler.start {
      Infallible.merge([a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)]).asObservable()
    }
    XCTAssertEqual(observer.events, [.next(210, 2), .next(220, 1), .completed(240)])
  }

  func test_combineLatest_andWithLatestFrom_onVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
    let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
    let combined = scheduler.start {
      Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        .asObservable()
    }
    XCTAssertEqual(combined.events, [.next(220, 11), .next(230, 13), .next(240, 23)])
  }

  func test_debounceAndThrottle_onVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
    let debounced = scheduler.start {
      source.asInfallible(onErrorJustReturn: 0).debounce(.seconds(10), scheduler: scheduler).asObservable()
    }
    XCTAssertEqual(debounced.events, [.next(225, 2), .next(250, 3), .completed(300)])
  }

  func test_share_oneSubscriptionForEverySubscriber() {
    let subscriptions = Locked(0)
    let source = Infallible<Int>.create { observer in
      subscriptions.withLock { $0 += 1 }
      observer(.next(1))
      return Disposables.create()
    }.share(replay: 1)
    let first = source.subscribe()
    let second = source.subscribe()
    XCTAssertEqual(subscriptions.value, 1)
    first.dispose()
    second.dispose()
  }

  func test_takeUntil_endsWhenTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let stop = scheduler.createHotObservable([.next(220, ())])
    let observer = scheduler.start {
      source.asInfallible(onErrorJustReturn: 0).take(until: stop.asInfallible(onErrorJustReturn: ())).asObservable()
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func test_distinctUntilChanged_dropsRepeatsOfTheElementBefore() {
    XCTAssertEqual(
      record(Infallible.from([1, 1, 2, 2, 1]).distinctUntilChanged()), [.next(1), .next(2), .next(1), .completed])
  }

  func test_skipUntil_passesTheElementsAfterTheOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(250)])
    let start = scheduler.createHotObservable([.next(220, ()), .completed(225)])
    let observer = scheduler.start {
      source.asInfallible(onErrorJustReturn: 0).skip(until: start).asObservable()
    }
    XCTAssertEqual(observer.events, [.next(230, 2), .next(240, 3), .completed(250)])
  }

  func test_debug_printsTheEvents_andPassesThemOn() throws {
    var events: [Event<Int>] = []
    let output = try capturingStandardOutput { events = record(Infallible.of(1).debug("one")) }
    XCTAssertEqual(events, [.next(1), .completed])
    let messages = output.split(separator: "\n").map { line in String(line.split(separator: " ", maxSplits: 2)[2]) }
    XCTAssertEqual(
      messages, ["one -> subscribed", "one -> Event next(1)", "one -> Event completed", "one -> isDisposed"])
  }
}

final class InfallibleArityTests: RxStyleTestCase {
  func test_eightSources_combineLatestAndZip() {
    let one = Infallible.just(1)
    XCTAssertEqual(
      record(
        Infallible.combineLatest(one, one, one, one, one, one, one, one) { a, b, c, d, e, f, g, h in
          [a, b, c, d, e, f, g, h].reduce(0, +)
        }),
      [.next(8), .completed])
    XCTAssertEqual(
      record(Infallible.zip(one, one, one, one, one) { a, b, c, d, e in a + b + c + d + e }), [.next(5), .completed])
  }

  func test_fourSources_tupleForm() {
    let (a, b, c, d) = (Infallible.just(1), Infallible.just(2), Infallible.just(3), Infallible.just(4))
    let pairs = Infallible.combineLatest(a, b, c, d)
    XCTAssertEqual(record(pairs.map { $0 + $1 + $2 + $3 }), [.next(10), .completed])
  }

  func test_bind_toObserversAndOptionalObservers_sendsEveryEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let plain = scheduler.createObserver(Int.self)
    let optional = scheduler.createObserver(Int?.self)
    _ = Infallible.of(1, 2).bind(to: plain)
    _ = Infallible.of(3).bind(to: optional)
    XCTAssertEqual(plain.events, [.next(0, 1), .next(0, 2), .completed(0)])
    XCTAssertEqual(optional.events, [.next(0, 3), .completed(0)])
  }

  func test_bind_toRelays_acceptsEveryElement_andCompletionLeavesThemOpen() {
    let behavior = BehaviorRelay(value: 0)
    let optionalBehavior = BehaviorRelay<Int?>(value: nil)
    let publish = PublishRelay<Int>()
    let published = Locked<[Int]>([])
    let recording = publish.subscribe(onNext: { value in published.withLock { $0.append(value) } })
    _ = Infallible.of(1, 2).bind(to: behavior)
    _ = Infallible.of(3).bind(to: optionalBehavior)
    _ = Infallible.of(4, 5).bind(to: publish)
    XCTAssertEqual(behavior.value, 2)
    XCTAssertEqual(optionalBehavior.value, 3)
    XCTAssertEqual(published.value, [4, 5])
    publish.accept(6)
    XCTAssertEqual(published.value, [4, 5, 6])
    recording.dispose()
  }

  func test_bind_toBinderFunctionAndOnNext() {
    let received = Locked<[Int]>([])
    let count = Infallible.of(1, 2).bind(to: { infallible in record(infallible).count })
    _ = Infallible.of(7).bind(onNext: { value in received.withLock { $0.append(value) } })
    XCTAssertEqual(count, 3)
    XCTAssertEqual(received.value, [7])
  }
}
