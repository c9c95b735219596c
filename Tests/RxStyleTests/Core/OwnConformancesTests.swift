import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

// Types of a user's own that conform to the library's protocols with only the requirements that
// RxSwift asks them to implement: the rest comes from the protocols' extensions, as in RxSwift.
// (That a type of one's own conforming to `SharedSequenceConvertibleType` gets `asObservable()` is
// shown by the activity indicator of SharedSequenceConvertibleTypeTests.)

/// An observable of its own: `subscribe(_:)` only.
private struct Countdown: ObservableType {
  typealias Element = Int
  let from: Int

  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
    for value in stride(from: from, through: 1, by: -1) { observer.on(.next(value)) }
    observer.on(.completed)
    return Disposables.create()
  }
}

/// An observer of its own: `on(_:)` only.
private final class Collector: ObserverType, Sendable {
  let events = Locked<[String]>([])

  func on(_ event: Event<Int>) {
    events.withLock { $0.append("\(event)") }
  }
}

/// A scheduler of its own that hands its work to a test scheduler: `now`, `schedule` and
/// `scheduleRelative` only, so periodic work comes from the protocol's default.
private struct Forwarding: SchedulerType {
  let target: TestScheduler

  var now: RxTime { target.now }

  func schedule<StateType: Sendable>(_ state: StateType, action: @escaping @Sendable (StateType) -> Disposable)
    -> Disposable
  {
    target.schedule(state, action: action)
  }

  func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> Disposable
  ) -> Disposable {
    target.scheduleRelative(state, dueTime: dueTime, action: action)
  }
}

/// A decoder of its own for `decode(type:decoder:)`.
private struct Digits: DataDecoder {
  func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
    let text = String(decoding: data, as: UTF8.self)
    guard let value = Int(text) as? Item else { throw TestError(code: text.count) }
    return value
  }
}

final class OwnConformancesTests: RxStyleTestCase {
  func test_ownObservable_getsAsObservable_andTheOperators() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Countdown(from: 3).asObservable().map { $0 * 10 } }
    XCTAssertEqual(observer.events, [.next(200, 30), .next(200, 20), .next(200, 10), .completed(200)])
  }

  func test_ownObserver_getsOnNextOnErrorOnCompleted_andAsObserver() {
    let collector = Collector()
    collector.onNext(1)
    collector.asObserver().onNext(2)
    collector.onError(TestError(code: 1))
    collector.onCompleted()
    XCTAssertEqual(
      collector.events.value,
      ["next(1)", "next(2)", "error(\(TestError(code: 1)))", "completed"])
  }

  func test_ownScheduler_getsSchedulePeriodic_soIntervalRunsOnIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 245) {
      Observable<Int>.interval(.seconds(10), scheduler: Forwarding(target: scheduler))
    }
    XCTAssertEqual(observer.events, [.next(210, 0), .next(220, 1), .next(230, 2), .next(240, 3)])
  }

  func test_scheduleRecursive_runsEachStepAsItsOwnWork_untilTheActionStops() {
    let scheduler = TestScheduler(initialClock: 0)
    let steps = Locked<[String]>([])
    let forwarding = Forwarding(target: scheduler)
    _ = forwarding.scheduleRecursive(3) { n, recurse in
      steps.withLock { $0.append("\(n) at \(scheduler.clock)") }
      if n > 0 { recurse(n - 1) }
    }
    scheduler.start()
    // Each step is scheduled for now, which the test scheduler runs a tick later.
    XCTAssertEqual(steps.value, ["3 at 1", "2 at 2", "1 at 3", "0 at 4"])
  }

  func test_scheduleRecursive_disposed_cancelsTheStepStillWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let steps = Locked<[Int]>([])
    let recursion = scheduler.scheduleRecursive(0) { n, recurse in
      steps.withLock { $0.append(n) }
      recurse(n + 1)
    }
    scheduler.scheduleAt(3) { recursion.dispose() }
    scheduler.advanceTo(10)
    // Steps 0 and 1 run at ticks 1 and 2; step 2, due at tick 3, was queued after the dispose of
    // tick 3 (ties run first-in first-out), so the dispose cancels it.
    XCTAssertEqual(steps.value, [0, 1])
  }

  func test_scheduleRecursive_onTheCurrentThread_runsInOrderWithoutNesting() {
    let steps = Locked<[Int]>([])
    _ = CurrentThreadScheduler.instance.scheduleRecursive(10_000) { n, recurse in
      steps.withLock { $0.append(n) }
      if n > 0 { recurse(n - 1) }
    }
    XCTAssertEqual(steps.value, Array(stride(from: 10_000, through: 0, by: -1)))
  }

  func test_ownDataDecoder_decodesEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let data = scheduler.createHotObservable([
      .next(210, Data("42".utf8)), .next(220, Data("x!".utf8)),
    ])
    let observer = scheduler.start { data.asObservable().decode(type: Int.self, decoder: Digits()) }
    XCTAssertEqual(observer.events, [.next(210, 42), .error(220, TestError(code: 2))])
  }
}
