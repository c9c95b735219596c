import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class RelayTests: RxStyleTestCase {
  func test_publishRelay_deliversAcceptedElements() {
    let relay = PublishRelay<Int>()
    let recorder = EventRecorder<Int>()
    relay.accept(0)
    let subscription = relay.subscribe(recorder)
    relay.accept(1)
    relay.accept(2)
    XCTAssertEqual(recorder.events, [.next(1), .next(2)])
    subscription.dispose()
  }

  func test_behaviorRelay_valueAndReplayOfCurrentValue() {
    let relay = BehaviorRelay(value: "")
    XCTAssertEqual(relay.value, "")
    relay.accept("#ff0000")
    XCTAssertEqual(relay.value, "#ff0000")
    XCTAssertEqual(record(relay), [.next("#ff0000")])
  }

  func test_replayRelay_createAndCreateUnbound() {
    let bounded = ReplayRelay<Int>.create(bufferSize: 1)
    let unbounded = ReplayRelay<Int>.createUnbound()
    for value in 1...3 {
      bounded.accept(value)
      unbounded.accept(value)
    }
    XCTAssertEqual(record(bounded), [.next(3)])
    XCTAssertEqual(record(unbounded), [.next(1), .next(2), .next(3)])
  }

  func test_bindToRelays_sendsElements_andIgnoresCompletion() {
    let first = PublishRelay<Int>()
    let second = BehaviorRelay(value: 0)
    let optional = BehaviorRelay<Int?>(value: nil)
    let replay = ReplayRelay<Int>.createUnbound()
    let recorder = EventRecorder<Int>()
    let watching = first.subscribe(recorder)
    let bindings = [
      Observable.of(1, 2).bind(to: first),
      Observable.of(3, 4).bind(to: second),
      Observable.of(5).bind(to: optional),
      Observable.of(6, 7).bind(to: replay),
    ]
    XCTAssertEqual(recorder.events, [.next(1), .next(2)], "a relay never completes")
    XCTAssertEqual(second.value, 4)
    XCTAssertEqual(optional.value, 5)
    XCTAssertEqual(record(replay), [.next(6), .next(7)])
    for binding in bindings { binding.dispose() }
    watching.dispose()
  }

  func test_bindToObservers_forwardsEveryEventToEach() {
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let subject = PublishSubject<Int>()
    let binding = Observable.of(1, 2).bind(to: first, second)
    let intoSubject = Observable.of(3).bind(to: subject)
    XCTAssertEqual(first.events, [.next(1), .next(2), .completed])
    XCTAssertEqual(second.events, [.next(1), .next(2), .completed])
    XCTAssertEqual(record(subject), [.completed])
    binding.dispose()
    intoSubject.dispose()
  }

  func test_bindToOptionalObserver_wrapsElements() {
    let recorder = EventRecorder<Int?>()
    let binding = Observable.of(1).bind(to: recorder)
    XCTAssertEqual(recorder.events, [.next(1), .completed])
    binding.dispose()
  }

  func test_bindOnNext_receivesElements() {
    let received = Locked<[Int]>([])
    let binding = Observable.of(1, 2).bind { value in received.withLock { $0.append(value) } }
    XCTAssertEqual(received.value, [1, 2])
    binding.dispose()
  }

  func test_relayFeedingItselfFromAnObserver_isDeliveredNested() {
    SynchronizationChecks.policy = .ignore
    let relay = PublishRelay<Int>()
    let received = Locked<[Int]>([])
    let subscription = relay.subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value < 3 { relay.accept(value + 1) }
    })
    relay.accept(1)
    XCTAssertEqual(received.value, [1, 2, 3])
    subscription.dispose()
  }

  func test_asInfallible_ofEachRelay_sendsItsElements() {
    let behavior = BehaviorRelay(value: 1)
    let publish = PublishRelay<Int>()
    let replay = ReplayRelay<Int>.create(bufferSize: 1)
    replay.accept(5)
    let infallibles: [Infallible<Int>] = [behavior.asInfallible(), publish.asInfallible(), replay.asInfallible()]
    let received = Locked<[Int]>([])
    let subscriptions = infallibles.map { $0.subscribe(onNext: { value in received.withLock { $0.append(value) } }) }
    publish.accept(3)
    XCTAssertEqual(received.value, [1, 5, 3])
    for subscription in subscriptions { subscription.dispose() }
  }
}
