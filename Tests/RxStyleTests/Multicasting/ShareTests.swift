import Dispatch
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class RefCountTests: RxStyleTestCase {
  func test_refCount_connectsOnFirstSubscriber_disconnectsAfterLast() {
    let source = CountingSource()
    let shared = source.observable.publish().refCount()
    let first = shared.subscribe()
    XCTAssertEqual(source.subscriptions, 1)
    let second = shared.subscribe()
    XCTAssertEqual(source.subscriptions, 1)
    first.dispose()
    XCTAssertEqual(source.disposals, 0)
    second.dispose()
    XCTAssertEqual(source.disposals, 1)
    let third = shared.subscribe()
    XCTAssertEqual(source.subscriptions, 2, "a new first subscriber connects again")
    third.dispose()
  }

  func test_refCount_sourceEnd_endsTheConnectionForEveryone() {
    let source = CountingSource()
    let shared = source.observable.publish().refCount()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let subscriptions = [shared.subscribe(first), shared.subscribe(second)]
    source.subject.onNext(1)
    source.subject.onCompleted()
    XCTAssertEqual(first.events, [.next(1), .completed])
    XCTAssertEqual(second.events, [.next(1), .completed])
    XCTAssertEqual(source.disposals, 1)
    for subscription in subscriptions { subscription.dispose() }
  }
}

final class ShareTests: RxStyleTestCase {
  func test_share_subscribesTheSourceOnceForAllSubscribers() {
    let source = CountingSource()
    let shared = source.observable.share()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let subscriptions = [shared.subscribe(first), shared.subscribe(second)]
    source.subject.onNext(1)
    XCTAssertEqual(source.subscriptions, 1)
    XCTAssertEqual(first.events, [.next(1)])
    XCTAssertEqual(second.events, [.next(1)])
    for subscription in subscriptions { subscription.dispose() }
    XCTAssertEqual(source.disposals, 1)
  }

  func test_shareReplay1_whileConnected_replaysToLateSubscribers_butNotAcrossReconnection() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1)
    let first = shared.subscribe()
    source.subject.onNext(1)
    XCTAssertEqual(record(shared), [.next(1)])
    first.dispose()
    XCTAssertEqual(source.disposals, 1)
    let recorder = EventRecorder<Int>()
    let again = shared.subscribe(recorder)
    XCTAssertEqual(recorder.events, [], "whileConnected: the buffer ended with the connection")
    XCTAssertEqual(source.subscriptions, 2)
    again.dispose()
  }

  func test_shareReplay1_forever_keepsTheBufferAcrossReconnection() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1, scope: .forever)
    let first = shared.subscribe()
    source.subject.onNext(1)
    first.dispose()
    let recorder = EventRecorder<Int>()
    let again = shared.subscribe(recorder)
    source.subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    XCTAssertEqual(source.subscriptions, 2, "the source is subscribed again, into the same subject")
    again.dispose()
  }

  func test_share_whileConnected_afterSourceCompleted_resubscribesTheSource() {
    let subscriptions = Locked(0)
    let source = Observable<Int>.deferred {
      subscriptions.withLock { $0 += 1 }
      return .of(subscriptions.value)
    }
    let shared = source.share(replay: 1)
    XCTAssertEqual(record(shared), [.next(1), .completed])
    XCTAssertEqual(record(shared), [.next(2), .completed])
  }

  func test_share_forever_afterSourceCompleted_replaysBufferAndCompletion_withoutResubscribing() {
    let subscriptions = Locked(0)
    let source = Observable<Int>.deferred {
      subscriptions.withLock { $0 += 1 }
      return .of(10, 20)
    }
    let shared = source.share(replay: 1, scope: .forever)
    XCTAssertEqual(record(shared), [.next(10), .next(20), .completed])
    XCTAssertEqual(record(shared), [.next(20), .completed])
    XCTAssertEqual(subscriptions.value, 1)
  }

  func test_shareWithoutReplay_forever_afterSourceCompleted_lateSubscriberGetsCompletionOnly() {
    let subscriptions = Locked(0)
    let source = Observable<Int>.deferred {
      subscriptions.withLock { $0 += 1 }
      return .of(1)
    }
    let shared = source.share(scope: .forever)
    XCTAssertEqual(record(shared), [.next(1), .completed])
    XCTAssertEqual(record(shared), [.completed])
    XCTAssertEqual(subscriptions.value, 1)
  }

  func test_shareWithoutReplay_whileConnected_afterSourceCompleted_runsTheSourceAgain() {
    let subscriptions = Locked(0)
    let source = Observable<Int>.deferred {
      subscriptions.withLock { $0 += 1 }
      return .of(1)
    }
    let shared = source.share()
    XCTAssertEqual(record(shared), [.next(1), .completed])
    XCTAssertEqual(record(shared), [.next(1), .completed])
    XCTAssertEqual(subscriptions.value, 2)
  }

  func test_share_disposingMidStream_releasesEverything() {
    let source = CountingSource()
    let shared = source.observable.map { $0 * 2 }.share(replay: 2)
    let recorder = EventRecorder<Int>()
    let subscription = shared.subscribe(recorder)
    source.subject.onNext(1)
    subscription.dispose()
    source.subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(2)])
    XCTAssertFalse(source.subject.hasObservers)
  }

  /// Subscribes a recording observer to `shared` at `subscribed` and disposes it at `disposed`.
  private func observe(
    _ shared: Observable<Int>, on scheduler: TestScheduler, from subscribed: TestTime, to disposed: TestTime
  ) -> TestableObserver<Int> {
    let observer = scheduler.createObserver(Int.self)
    let subscription = SingleAssignmentDisposable()
    scheduler.scheduleAt(subscribed) { subscription.setDisposable(shared.subscribe(observer)) }
    scheduler.scheduleAt(disposed) { subscription.dispose() }
    return observer
  }

  func test_share_lateSubscriber_seesOnlyLaterElements_onTheOneSourceSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let shared = source.asObservable().share()
    let early = observe(shared, on: scheduler, from: 200, to: 1000)
    let late = observe(shared, on: scheduler, from: 225, to: 1000)
    scheduler.start()
    XCTAssertEqual(early.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    XCTAssertEqual(late.events, [.next(230, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_shareReplay2_lateSubscriber_getsTheLastTwoAtOnce_thenLiveElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let shared = source.asObservable().share(replay: 2)
    _ = observe(shared, on: scheduler, from: 200, to: 1000)
    let late = observe(shared, on: scheduler, from: 225, to: 1000)
    scheduler.start()
    XCTAssertEqual(late.events, [.next(225, 1), .next(225, 2), .next(230, 3), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_share_oneSubscriberLeavingMidStream_keepsTheSourceForTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let shared = source.asObservable().share(replay: 1)
    let leaving = observe(shared, on: scheduler, from: 200, to: 215)
    let staying = observe(shared, on: scheduler, from: 200, to: 1000)
    scheduler.start()
    XCTAssertEqual(leaving.events, [.next(210, 1)])
    XCTAssertEqual(staying.events, [.next(210, 1), .next(220, 2), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_shareReplay1_whileConnected_reconnectsAfterTheLastLeft_withAnEmptyBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(250, 4)])
    let shared = source.asObservable().share(replay: 1)
    let first = observe(shared, on: scheduler, from: 200, to: 215)
    let second = observe(shared, on: scheduler, from: 240, to: 260)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(250, 4)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215), Subscription(240, 260)])
  }

  func test_shareReplay1_forever_reconnectsAfterTheLastLeft_replayingTheOldBuffer() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(250, 4)])
    let shared = source.asObservable().share(replay: 1, scope: .forever)
    let first = observe(shared, on: scheduler, from: 200, to: 215)
    let second = observe(shared, on: scheduler, from: 240, to: 260)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1)])
    XCTAssertEqual(second.events, [.next(240, 1), .next(250, 4)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215), Subscription(240, 260)])
  }

  func test_shareReplay1_whileConnected_subscriberAfterAnError_runsTheSourceAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let shared = source.asObservable().share(replay: 1)
    let first = observe(shared, on: scheduler, from: 200, to: 1000)
    let second = observe(shared, on: scheduler, from: 230, to: 1000)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError())])
    XCTAssertEqual(second.events, [.next(240, 1), .error(250, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(230, 250)])
  }

  func test_shareReplay1_forever_subscriberAfterAnError_getsTheBufferAndTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
    let shared = source.asObservable().share(replay: 1, scope: .forever)
    let first = observe(shared, on: scheduler, from: 200, to: 1000)
    let second = observe(shared, on: scheduler, from: 230, to: 1000)
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError())])
    XCTAssertEqual(second.events, [.next(230, 1), .error(230, TestError())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_share_subscriberSendsIntoTheSourceWhileHandlingAnElement_othersGetTheNestedElementFirst() {
    // As in RxSwift, the shared subject hands an element to a snapshot of its observers: the
    // element sent from inside the first observer's handler reaches the second before the outer one.
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let shared = subject.share()
    let sending = scheduler.createObserver(Int.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(200) {
      _ = bag.insert(
        shared.subscribe { event in
          sending.on(event)
          if case .next(1) = event { subject.onNext(2) }
        })
    }
    let other = observe(shared, on: scheduler, from: 200, to: 1000)
    scheduler.scheduleAt(210) { subject.onNext(1) }
    scheduler.scheduleAt(1000) { bag.dispose() }
    scheduler.start()
    XCTAssertEqual(sending.events, [.next(210, 1), .next(210, 2)])
    XCTAssertEqual(other.events, [.next(210, 2), .next(210, 1)])
    XCTAssertFalse(subject.hasObservers)
  }
}

final class ShareConcurrencyTests: RxStyleTestCase {
  func test_share_subscribersComingAndGoingOnSeveralThreads_leaveNothingConnected() {
    let source = CountingSource()
    let shared = source.observable.share(replay: 1)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for index in 0..<200 {
        let subscription = shared.subscribe()
        source.subject.onNext(thread * 1_000 + index)
        subscription.dispose()
      }
    }
    XCTAssertFalse(source.subject.hasObservers)
    XCTAssertEqual(source.subscriptions, source.disposals)
  }
}
