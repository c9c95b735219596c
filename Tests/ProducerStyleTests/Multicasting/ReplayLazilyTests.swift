import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class ReplayLazilyTests: ProducerStyleTestCase {
  func test_replayLazily_startsOnceAtFirstStart_andReplaysTheLatest() {
    let starts = Atomic<Int>(0)
    let (signal, input) = Signal<Int, Never>.pipe()
    let source = SignalProducer<Int, Never> { observer, lifetime in
      starts.add(1, ordering: .relaxed)
      lifetime += signal.observe(observer)
    }
    let shared = source.replayLazily(upTo: 2)
    XCTAssertEqual(starts.load(ordering: .relaxed), 0)
    let first = EventRecorder(shared)
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    let second = EventRecorder(shared)
    input.send(value: 4)
    input.sendCompleted()
    let third = EventRecorder(shared)
    XCTAssertEqual(starts.load(ordering: .relaxed), 1)
    XCTAssertEqual(first.events, [.value(1), .value(2), .value(3), .value(4), .completed])
    XCTAssertEqual(second.events, [.value(2), .value(3), .value(4), .completed])
    XCTAssertEqual(third.events, [.value(3), .value(4), .completed])
  }

  func test_replayLazily_disposingOneStart_leavesTheOthers() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer(signal).replayLazily(upTo: 1)
    let first = EventRecorder(shared)
    let second = EventRecorder(shared)
    input.send(value: 1)
    first.dispose()
    input.send(value: 2)
    input.sendCompleted()
    XCTAssertEqual(first.events, [.value(1), .interrupted])
    XCTAssertEqual(second.events, [.value(1), .value(2), .completed])
  }

  func test_replayLazily_replaysAFailure() {
    let shared = SignalProducer<Int, TestError>(values: 1, 2).concat(SignalProducer(error: .boom)).replayLazily(upTo: 0)
    XCTAssertEqual(EventRecorder(shared).events, [.value(1), .value(2), .failed(.boom)])
    XCTAssertEqual(EventRecorder(shared).events, [.failed(.boom)])
  }

  // MARK: - Timing, lifetimes and edges

  private let scheduler = TestScheduler()

  func test_replayLazily_startsTheSourceAtTheFirstStart_andReplaysToLateStartsAtTheirTime() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let shared = lifecycle.mark("source", try scheduler.digits("-1-2-3|")).replayLazily(upTo: 1)
    scheduler.advance(by: .seconds(2))
    let first = EventRecorder(shared, clock: scheduler)
    scheduler.advance(by: .seconds(4))
    let second = EventRecorder(shared, clock: scheduler)
    scheduler.advance(by: .seconds(3))
    let third = EventRecorder(shared, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(
      first.recorded, [.value(1, at: 3), .value(2, at: 5), .value(3, at: 7), .completed(at: 8)])
    XCTAssertEqual(second.recorded, [.value(2, at: 6), .value(3, at: 7), .completed(at: 8)])
    XCTAssertEqual(third.recorded, [.value(3, at: 9), .completed(at: 9)])
    XCTAssertEqual(lifecycle.log, ["source started @ 2", "source disposed @ 8"])
  }

  func test_replayLazily_emptySource_replaysTheCompletionAlone() {
    let shared = SignalProducer<Int, Never>.empty.replayLazily(upTo: 2)
    XCTAssertEqual(EventRecorder(shared).events, [.completed])
    XCTAssertEqual(EventRecorder(shared).events, [.completed])
  }

  func test_replayLazily_failureAfterValues_isReplayedAfterTheLatestValues() throws {
    let shared = try scheduler.digits("-1-2#").replayLazily(upTo: 1)
    let first = EventRecorder(shared, clock: scheduler)
    scheduler.advance(by: .seconds(4))
    let late = EventRecorder(shared, clock: scheduler)
    XCTAssertEqual(first.recorded, [.value(1, at: 1), .value(2, at: 3), .failed(.boom, at: 4)])
    XCTAssertEqual(late.recorded, [.value(2, at: 4), .failed(.boom, at: 4)])
  }

  func test_replayLazily_oneStartDisposedMidStream_leavesTheSourceRunningForTheOthers() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let shared = lifecycle.mark("source", try scheduler.digits("-1-2-3|")).replayLazily(upTo: 1)
    let first = EventRecorder(shared, clock: scheduler)
    let second = EventRecorder(shared, clock: scheduler)
    scheduler.advance(by: .seconds(2))
    first.dispose()
    scheduler.run()
    XCTAssertEqual(first.recorded, [.value(1, at: 1), .interrupted(at: 2)])
    XCTAssertEqual(second.recorded, [.value(1, at: 1), .value(2, at: 3), .value(3, at: 5), .completed(at: 6)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 6"])
  }

  func test_replayLazily_capacityZero_lateStartGetsOnlyLaterValues() throws {
    let shared = try scheduler.digits("-1-2|").replayLazily(upTo: 0)
    let first = EventRecorder(shared, clock: scheduler)
    scheduler.advance(by: .seconds(2))
    let late = EventRecorder(shared, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(first.recorded, [.value(1, at: 1), .value(2, at: 3), .completed(at: 4)])
    XCTAssertEqual(late.recorded, [.value(2, at: 3), .completed(at: 4)])
  }

  func test_replayLazily_observerSendingIntoTheSourceOnAValue_everyStartHearsBothInOrder() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer(signal).replayLazily(upTo: 1)
    let first = EventRecorder<Int, Never>()
    shared.on(value: { value in if value == 1 { input.send(value: 2) } }).start(first.observer)
    let second = EventRecorder(shared)
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(first.events, [.value(1), .value(2), .completed])
    XCTAssertEqual(second.events, [.value(1), .value(2), .completed])
  }

  func test_replayLazily_observerStartingTheSharedProducerOnAValue_replaysUpToThatValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer(signal).replayLazily(upTo: 2)
    let late = EventRecorder<Int, Never>()
    let first = EventRecorder<Int, Never>()
    shared.on(value: { value in if value == 2 { shared.start(late.observer) } }).start(first.observer)
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    input.sendCompleted()
    XCTAssertEqual(first.events, [.value(1), .value(2), .value(3), .completed])
    XCTAssertEqual(late.events, [.value(1), .value(2), .value(3), .completed])
  }

  func test_replayLazily_aHundredStarts_shareOneRunOfTheSource() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let shared = lifecycle.mark("source", try scheduler.digits("-1|")).replayLazily(upTo: 1)
    let recorders = (0..<100).map { _ in EventRecorder(shared, clock: scheduler) }
    scheduler.run()
    XCTAssertTrue(recorders.allSatisfy { $0.recorded == [.value(1, at: 1), .completed(at: 2)] })
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 2"])
  }
}
