import AsyncStyle
import AsyncStyleTest
import Foundation
import ProducerStyle
import ProducerStyleTest
import RxStyle
import RxStyleTest
import StyleBridges
import StyleComparison
import TestSupport
import XCTest

final class SharedTestClockTests: AllStylesTestCase {
  // MARK: one timeline, each style's units

  func test_advance_movesEveryScheduler_inItsOwnUnits() {
    let clock = SharedTestClock()
    clock.advance(by: .milliseconds(250))
    XCTAssertEqual(clock.now, .milliseconds(250))
    XCTAssertEqual(clock.rxScheduler.clock, 250)
    XCTAssertEqual(clock.producerScheduler.currentDate, Date(timeIntervalSinceReferenceDate: 0.25))
    XCTAssertEqual(clock.asyncScheduler.now, TestClock.Instant(offset: .milliseconds(250)))
    XCTAssertEqual(clock.asyncScheduler.currentTick, 250)
  }

  func test_advancingAnyOneScheduler_movesTheOthers() {
    let clock = SharedTestClock()
    clock.rxScheduler.advanceTo(100)
    clock.producerScheduler.advance(by: .milliseconds(50))
    clock.asyncScheduler.advance(by: .milliseconds(25))
    XCTAssertEqual(clock.now, .milliseconds(175))
    XCTAssertEqual(clock.rxScheduler.clock, 175)
    XCTAssertEqual(clock.producerScheduler.currentDate, Date(timeIntervalSinceReferenceDate: 0.175))
  }

  func test_aConfiguredTick_setsThePushStylesTicksAndTheAsyncRecordedTicks() {
    let clock = SharedTestClock(tick: .seconds(1))
    let fired = Locked<[Duration]>([])
    _ = clock.rxScheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
      fired.withLock { $0.append(clock.now) }
      return RxStyle.Disposables.create()
    }
    clock.advance(by: .seconds(5))
    XCTAssertEqual(fired.value, [.seconds(3)])
    XCTAssertEqual(clock.rxScheduler.clock, 5)
    XCTAssertEqual(clock.asyncScheduler.currentTick, 5)
  }

  func test_workDueAtTheSameInstant_runsFirstInFirstOut_acrossStyles() {
    let clock = SharedTestClock()
    let order = Locked<[String]>([])
    let log: @Sendable (String) -> Void = { entry in order.withLock { $0.append("\(entry) @ \(clock.currentTick)") } }
    clock.rxScheduler.scheduleAt(5) { log("rx 1") }
    clock.producerScheduler.schedule(after: .milliseconds(5)) { log("producer 1") }
    clock.asyncScheduler.schedule(at: 5) { log("async 1") }
    clock.rxScheduler.scheduleAt(5) { log("rx 2") }
    clock.producerScheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 0.005)) { log("producer 2") }
    clock.asyncScheduler.schedule(at: 4) { log("async at 4") }
    clock.advance(by: .milliseconds(10))
    XCTAssertEqual(
      order.value,
      ["async at 4 @ 4", "rx 1 @ 5", "producer 1 @ 5", "async 1 @ 5", "rx 2 @ 5", "producer 2 @ 5"])
  }

  // MARK: three styles driven together

  func test_aPushViewModel_aProducer_andAnAsyncConsumer_seeOneClock() {
    let clock = SharedTestClock()
    // Push: a view model debouncing its query on the injected scheduler.
    let model = SearchViewModel(scheduler: clock.rxScheduler)
    let pushResults = clock.rxScheduler.createObserver(String.self)
    let subscription = model.results.subscribe(pushResults)
    // Producer: the same debounce on the producer scheduler.
    let (queries, queryInput) = ProducerStyle.Signal<String, Never>.pipe()
    let producerResults = EventRecorder(
      queries.debounce(0.3, on: clock.producerScheduler).map { "results for \($0)" }, clock: clock.producerScheduler)
    // Async: the same debounce on the async scheduler's clock.
    let subject = AsyncPassthroughSubject<String, Never>()
    let asyncResults = clock.asyncScheduler.record(
      subject.debounce(for: .milliseconds(300), clock: clock.asyncScheduler.clock).map { "results for \($0)" })

    for (tick, query) in [(100, "s"), (200, "sw"), (700, "swift")] {
      clock.schedule(atTick: tick) {
        model.query.accept(query)
        queryInput.send(value: query)
        subject.send(query)
      }
    }
    clock.advance(by: .seconds(2))

    XCTAssertEqual(pushResults.events, [.next(500, "results for sw"), .next(1000, "results for swift")])
    XCTAssertEqual(
      producerResults.recorded, [.value("results for sw", at: 0.5), .value("results for swift", at: 1.0)])
    XCTAssertEqual(asyncResults.events, [.next(500, "results for sw"), .next(1000, "results for swift")])

    subscription.dispose()
    queryInput.sendCompleted()
    subject.finish()
    clock.advance(by: .milliseconds(1))
    XCTAssertEqual(asyncResults.events.last, .completed(2000))
  }

  // MARK: bridged chains stay in virtual time

  func test_pushToProducerToAsync_staysInVirtualTime() {
    let clock = SharedTestClock()
    let source = clock.rxScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let chain = source.asObservable().asProducer().delay(0.05, on: clock.producerScheduler).values
    let received = clock.asyncScheduler.record(chain)
    clock.advance(by: .seconds(1))
    XCTAssertEqual(received.events.map(\.debugDescription), ["next(1) @ 260", "next(2) @ 270", "completed @ 350"])
    XCTAssertEqual(source.subscriptions, [Subscription(0, 300)])
  }

  func test_asyncToProducerToPush_staysInVirtualTime() {
    let clock = SharedTestClock()
    let subject = AsyncPassthroughSubject<Int, Never>()
    let producer = ProducerStyle.SignalProducer(
      subject.delay(for: .milliseconds(50), clock: clock.asyncScheduler.clock),
      executorPreference: clock.asyncScheduler.taskExecutor)
    let observer = clock.rxScheduler.createObserver(Int.self)
    let subscription = producer.asObservable().subscribe(observer)
    clock.schedule(atTick: 100) { subject.send(1) }
    clock.schedule(atTick: 200) { subject.send(2) }
    clock.schedule(atTick: 300) { subject.finish() }
    clock.advance(by: .seconds(1))
    XCTAssertEqual(observer.events, [.next(150, 1), .next(250, 2), .completed(300)])
    subscription.dispose()
  }

  func test_asyncSequenceAsObservable_onTheSharedExecutor_staysInVirtualTime() {
    let clock = SharedTestClock()
    let subject = AsyncPassthroughSubject<Int, Never>()
    let observer = clock.rxScheduler.createObserver(Int.self)
    let subscription = subject.debounce(for: .milliseconds(30), clock: clock.asyncScheduler.clock)
      .asObservable(executorPreference: clock.asyncScheduler.taskExecutor)
      .subscribe(observer)
    clock.schedule(atTick: 10) { subject.send(1) }
    clock.schedule(atTick: 20) { subject.send(2) }
    clock.schedule(atTick: 100) { subject.send(3) }
    clock.advance(by: .milliseconds(500))
    XCTAssertEqual(observer.events, [.next(50, 2), .next(130, 3)])
    subscription.dispose()
    clock.advance(by: .milliseconds(1))
  }
}

/// A Rx-style view model: results for the query once it has been quiet for 300 ms.
private final class SearchViewModel: Sendable {
  let query = PublishRelay<String>()
  let results: Observable<String>

  init(scheduler: some SchedulerType) {
    results = query.debounce(.milliseconds(300), scheduler: scheduler).map { "results for \($0)" }
  }
}
