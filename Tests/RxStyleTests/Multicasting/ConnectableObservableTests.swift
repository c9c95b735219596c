import RxStyle
import RxStyleTest
import TestSupport
import XCTest

/// A hot source that counts its subscriptions and disposals.
final class CountingSource: Sendable {
  let subject = PublishSubject<Int>()
  private let counts = Locked((subscribed: 0, disposed: 0))

  var subscriptions: Int { counts.value.subscribed }
  var disposals: Int { counts.value.disposed }

  var observable: Observable<Int> {
    subject.do(
      onSubscribe: { [counts] in counts.withLock { $0.subscribed += 1 } },
      onDispose: { [counts] in counts.withLock { $0.disposed += 1 } })
  }
}

final class ConnectableObservableTests: RxStyleTestCase {
  func test_publish_sharesOneSubscription_fromConnectOn() {
    let source = CountingSource()
    let shared = source.observable.publish()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let subscriptions = [shared.subscribe(first), shared.subscribe(second)]
    source.subject.onNext(0)
    XCTAssertEqual(source.subscriptions, 0)
    let connection = shared.connect()
    XCTAssertEqual(source.subscriptions, 1)
    source.subject.onNext(1)
    source.subject.onCompleted()
    XCTAssertEqual(first.events, [.next(1), .completed])
    XCTAssertEqual(second.events, [.next(1), .completed])
    XCTAssertEqual(source.disposals, 1)
    connection.dispose()
    for subscription in subscriptions { subscription.dispose() }
  }

  func test_connect_whileConnected_returnsTheSameConnection_disposeDisconnects() {
    let source = CountingSource()
    let shared = source.observable.publish()
    let recorder = EventRecorder<Int>()
    let subscription = shared.subscribe(recorder)
    let connection = shared.connect()
    let again = shared.connect()
    XCTAssertEqual(source.subscriptions, 1)
    source.subject.onNext(1)
    again.dispose()
    XCTAssertEqual(source.disposals, 1)
    source.subject.onNext(2)
    XCTAssertEqual(recorder.events, [.next(1)])
    connection.dispose()
    subscription.dispose()
  }

  func test_multicastMakeSubject_afterSourceEnds_nextSubscriberGetsAFreshSubject() {
    let source = CountingSource()
    let shared = source.observable.multicast { PublishSubject<Int>() }
    let early = EventRecorder<Int>()
    let earlySubscription = shared.subscribe(early)
    _ = shared.connect()
    source.subject.onNext(1)
    source.subject.onCompleted()
    let late = EventRecorder<Int>()
    let lateSubscription = shared.subscribe(late)
    XCTAssertEqual(late.events, [], "a fresh subject, not the ended one")
    XCTAssertEqual(early.events, [.next(1), .completed])
    lateSubscription.dispose()
    earlySubscription.dispose()
  }

  func test_multicastMakeSubject_reconnectAfterDisposal_resubscribesTheSource() {
    let subject = PublishSubject<Int>()
    let subscriptions = Locked(0)
    let source = Observable<Int>.deferred {
      subscriptions.withLock { $0 += 1 }
      return subject.asObservable()
    }
    let shared = source.replayAll()
    let connection = shared.connect()
    subject.onNext(1)
    connection.dispose()
    let reconnection = shared.connect()
    subject.onNext(2)
    XCTAssertEqual(subscriptions.value, 2)
    XCTAssertEqual(record(shared), [.next(2)], "the new connection has a new replay buffer")
    reconnection.dispose()
  }

  func test_multicastGivenSubject_afterSourceEnds_lateSubscriberGetsTheTerminalEvent() {
    let shared = Observable.of(1, 2).multicast(ReplaySubject<Int>.create(bufferSize: 1))
    _ = shared.connect()
    XCTAssertEqual(record(shared), [.next(2), .completed])
  }

  func test_replay_replaysTheLatestElementsToLateSubscribers() {
    let source = PublishSubject<Int>()
    let shared = source.replay(2)
    let connection = shared.connect()
    for value in 1...3 { source.onNext(value) }
    XCTAssertEqual(record(shared), [.next(2), .next(3)])
    connection.dispose()
  }

  func test_connectableSourceError_reachesSubscribers() {
    let shared = Observable<Int>.error(TestError()).publish()
    let recorder = EventRecorder<Int>()
    let subscription = shared.subscribe(recorder)
    _ = shared.connect()
    XCTAssertEqual(recorder.events, [.error(TestError())])
    subscription.dispose()
  }

  /// A reducer's state held as an `Observable` straight from `replay(1)`, as a reactor does.
  func test_replay_isAnObservable_subscribersSeeTheStateOnceConnected() {
    let actions = PublishSubject<Int>()
    let connectable = actions.scan(0) { $0 + $1 }.startWith(0).replay(1)
    let state: Observable<Int> = connectable
    let recorder = EventRecorder<Int>()
    let subscription = state.subscribe(recorder)
    let connection = connectable.connect()
    actions.onNext(2)
    actions.onNext(3)
    XCTAssertEqual(recorder.events, [.next(0), .next(2), .next(5)])
    XCTAssertEqual(record(state.take(1)), [.next(5), .completed])
    XCTAssertTrue(state.asObservable() === connectable)
    connection.dispose()
    subscription.dispose()
  }

  func test_everyMulticastingOperator_returnsAnObservable() {
    let source = Observable.of(1, 2)
    let observables: [Observable<Int>] = [
      source.publish(), source.replay(1), source.replayAll(), source.multicast(PublishSubject()),
      source.multicast { ReplaySubject<Int>.createUnbounded() },
    ]
    for observable in observables {
      XCTAssertEqual((observable as? ConnectableObservable<Int>)?.connect() != nil, true)
    }
  }
}
