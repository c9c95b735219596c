import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TimeoutTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  func test_timeout_failsAtTheDeadline_andPassesValuesThrough() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      SignalProducer(signal).timeout(after: 3, raising: .boom, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(3))
    input.send(value: 2)
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .failed(.boom, at: 3)])
  }

  func test_timeout_terminatingInTime_cancelsTheDeadline() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.timeout(after: 3, raising: .boom, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(1))
    input.send(value: 1)
    input.sendCompleted()
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .completed(at: 1)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_onAProducerThatCannotFail_promotesTheError() {
    let producer: SignalProducer<Int, TestError> = SignalProducer<Int, Never>.never
      .timeout(after: 2, raising: TestError.other, on: scheduler)
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.failed(.other, at: 2)])
  }

  // MARK: - Lifetimes and edges

  func test_timeout_emptySource_completesAtOnce_andLeavesNoTimer() {
    let recorder = EventRecorder(
      SignalProducer<Int, TestError>.empty.timeout(after: 3, raising: .other, on: scheduler), clock: scheduler)
    XCTAssertEqual(recorder.recorded, [.completed(at: 0)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timeout_sourceFailingInTime_passesItsFailureOn() throws {
    let source = try scheduler.digits("-1#")
    let recorder = EventRecorder(source.timeout(after: 3, raising: .other, on: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .failed(.boom, at: 2)])
  }

  func test_timeout_atTheDeadline_disposesTheSource() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1-----2|"))
    let recorder = EventRecorder(source.timeout(after: 3, raising: .other, on: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .failed(.other, at: 3)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 3"])
  }

  func test_timeout_disposedBeforeTheDeadline_disposesTheSource_andCancelsTheDeadline() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1-----2|"))
    let recorder = EventRecorder(source.timeout(after: 3, raising: .other, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(2))
    recorder.dispose()
    XCTAssertEqual(scheduler.pendingCount, 0)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .interrupted(at: 2)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 2"])
  }

  func test_timeout_completionScheduledForTheDeadlineAfterIt_losesToTheDeadline() throws {
    let source = try scheduler.digits("---|")
    let recorder = EventRecorder(source.timeout(after: 3, raising: .other, on: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.failed(.other, at: 3)])
  }

  func test_timeout_eachStart_hasADeadlineOfItsOwn() {
    let producer = SignalProducer<Int, TestError>.never.timeout(after: 3, raising: .other, on: scheduler)
    let first = EventRecorder(producer, clock: scheduler)
    scheduler.advance(by: .seconds(2))
    let second = EventRecorder(producer, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(first.recorded, [.failed(.other, at: 3)])
    XCTAssertEqual(second.recorded, [.failed(.other, at: 5)])
  }

  func test_timeout_signal_countsFromWhenItIsObserved() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    scheduler.advance(by: .seconds(2))
    let recorder = EventRecorder(signal.timeout(after: 3, raising: .other, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .failed(.other, at: 5)])
  }

  func test_timeout_observerSendingIntoTheSourceOnAValue_getsItBeforeTheDeadline() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder<Int, TestError>(clock: scheduler)
    SignalProducer(signal).timeout(after: 3, raising: .other, on: scheduler)
      .on(value: { value in if value == 1 { input.send(value: 2) } })
      .start(recorder.observer)
    scheduler.advance(by: .seconds(1))
    input.send(value: 1)
    input.sendCompleted()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .value(2, at: 1), .completed(at: 1)])
  }
}
