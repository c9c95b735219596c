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
