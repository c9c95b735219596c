import RxStyle
import RxStyleTest
import TestSupport
import XCTest

/// Which observer of a subject hears an event first. As in RxSwift, the first observer holds a
/// slot of its own that is called before the others, and the next observer to arrive takes that
/// slot once it is free; the others are called in the order they subscribed.
final class SubjectObserverOrderTests: RxStyleTestCase {
  /// Subscribes an observer that logs `name` and the element it hears.
  private func listen(_ source: some ObservableType<Int>, as name: String, into log: Locked<[String]>)
    -> any Disposable
  {
    source.subscribe(onNext: { value in log.withLock { $0.append("\(name) \(value)") } })
  }

  func test_publishSubject_laterSubscriberTakesTheFreedFirstSlot() {
    let subject = PublishSubject<Int>()
    let log = Locked<[String]>([])
    let a = listen(subject, as: "a", into: log)
    let b = listen(subject, as: "b", into: log)
    subject.onNext(1)
    a.dispose()
    let c = listen(subject, as: "c", into: log)
    subject.onNext(2)
    // The first slot is taken again: a newcomer goes after the others.
    let d = listen(subject, as: "d", into: log)
    subject.onNext(3)
    XCTAssertEqual(log.value, ["a 1", "b 1", "c 2", "b 2", "c 3", "b 3", "d 3"])
    for subscription in [b, c, d] { subscription.dispose() }
  }

  func test_publishSubject_leavingLaterObserverKeepsTheOrderOfTheRest() {
    let subject = PublishSubject<Int>()
    let log = Locked<[String]>([])
    let a = listen(subject, as: "a", into: log)
    let b = listen(subject, as: "b", into: log)
    let c = listen(subject, as: "c", into: log)
    b.dispose()
    let d = listen(subject, as: "d", into: log)
    subject.onNext(1)
    XCTAssertEqual(log.value, ["a 1", "c 1", "d 1"])
    for subscription in [a, c, d] { subscription.dispose() }
  }

  func test_behaviorSubject_laterSubscriberHearsTheNextElementFirst() {
    let subject = BehaviorSubject(value: 0)
    let log = Locked<[String]>([])
    let a = listen(subject, as: "a", into: log)
    let b = listen(subject, as: "b", into: log)
    a.dispose()
    let c = listen(subject, as: "c", into: log)
    subject.onNext(1)
    XCTAssertEqual(log.value, ["a 0", "b 0", "c 0", "c 1", "b 1"])
    for subscription in [b, c] { subscription.dispose() }
  }

  func test_publishRelay_laterSubscriberHearsTheNextElementFirst() {
    let relay = PublishRelay<Int>()
    let log = Locked<[String]>([])
    let a = listen(relay, as: "a", into: log)
    let b = listen(relay, as: "b", into: log)
    a.dispose()
    let c = listen(relay, as: "c", into: log)
    relay.accept(1)
    XCTAssertEqual(log.value, ["c 1", "b 1"])
    for subscription in [b, c] { subscription.dispose() }
  }

  func test_replayRefCount_consumerArrivingAfterTheFirstLeftHearsFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(250)])
    let shared = source.asObservable().replay(1).refCount()
    let log = Locked<[String]>([])
    var subscriptions: [String: any Disposable] = [:]
    func consume(_ name: String, at time: Int) {
      scheduler.scheduleAt(time) {
        subscriptions[name] = shared.subscribe { event in
          log.withLock { $0.append("\(scheduler.clock) \(name) \(event)") }
        }
      }
    }
    consume("a", at: 200)
    consume("b", at: 205)
    scheduler.scheduleAt(220) { subscriptions["a"]?.dispose() }
    consume("c", at: 230)
    scheduler.start()
    XCTAssertEqual(
      log.value,
      [
        "210 a next(1)", "210 b next(1)", "230 c next(1)", "240 c next(2)", "240 b next(2)",
        "250 c completed", "250 b completed",
      ])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }
}
