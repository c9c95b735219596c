import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class DebounceTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  private func debounced(discardWhenCompleted: Bool = true) -> (
    EventRecorder<Int, TestError>, Signal<Int, TestError>.Observer
  ) {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let output = signal.debounce(2, on: scheduler, discardWhenCompleted: discardWhenCompleted)
    return (EventRecorder(output, clock: scheduler), input)
  }

  func test_debounce_emitsTheLatestAfterTheQuietPeriod() {
    let (recorder, input) = debounced()
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(value: 2)
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.recorded, [])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.recorded, [.value(2, at: 3)])
    input.send(value: 3)
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(2, at: 3), .value(3, at: 5)])
  }

  func test_debounce_sameTickValues_keepTheLast() {
    let (recorder, input) = debounced()
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    scheduler.advance(by: .seconds(2))
    XCTAssertEqual(recorder.recorded, [.value(3, at: 2)])
  }

  func test_debounce_completionInsideTheWindow_discardsByDefault() {
    let (recorder, input) = debounced()
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.sendCompleted()
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.completed(at: 1)])
  }

  func test_debounce_completionInsideTheWindow_keepsTheValue_whenAsked() {
    let (recorder, input) = debounced(discardWhenCompleted: false)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.sendCompleted()
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .completed(at: 2)])
  }

  func test_debounce_completionAfterTheWindow_sendsNothingMore() {
    let (recorder, input) = debounced(discardWhenCompleted: false)
    input.send(value: 1)
    scheduler.advance(by: .seconds(3))
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .completed(at: 3)])
  }

  func test_debounce_failureInsideTheWindow_dropsTheValue() {
    let (recorder, input) = debounced(discardWhenCompleted: false)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(error: .boom)
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 1)])
  }

  func test_debounce_interruptedMidWindow_sendsNothingMore() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(signal).debounce(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    recorder.dispose()
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.interrupted(at: 1)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounceZero_sendsTheLastValueOfTheTick_atTheNextAdvance() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.debounce(0, on: scheduler), clock: scheduler)
    input.send(value: 1)
    input.send(value: 2)
    scheduler.advance()
    input.send(value: 3)
    scheduler.advance()
    XCTAssertEqual(recorder.values, [2, 3])
  }

  // MARK: - Lifetimes and edges

  func test_debounce_emptySource_completesAtOnce() {
    let (recorder, input) = debounced()
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.completed(at: 0)])
  }

  func test_debounce_producer_startsTheSourceOnce_andDisposesItAtCompletion() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1-2-----3|"))
    let recorder = EventRecorder(source.debounce(3, on: scheduler, discardWhenCompleted: false), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(2, at: 6), .value(3, at: 12), .completed(at: 12)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 10"])
  }

  func test_debounce_disposedMidWindow_disposesTheSource_andLeavesNoTimer() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1------|"))
    let recorder = EventRecorder(source.debounce(2, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(2))
    recorder.dispose()
    scheduler.advance()
    // The quiet period's timer, due at 3, ended with the run.
    XCTAssertEqual(scheduler.pendingCount, 0)
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(recorder.recorded, [.interrupted(at: 2)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 2"])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_debounce_observerSendingIntoTheSourceOnAValue_startsANewQuietPeriodThen() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>(clock: scheduler)
    signal.debounce(2, on: scheduler)
      .on(value: { value in if value == 1 { input.send(value: 2) } })
      .observe(recorder.observer)
    input.send(value: 1)
    scheduler.advance(by: .seconds(5))
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(2, at: 4), .completed(at: 5)])
  }

  func test_debounce_aHundredValuesEachInsideTheLastOnesWindow_sendOnlyTheLast() {
    let (recorder, input) = debounced()
    for value in 0..<100 {
      input.send(value: value)
      scheduler.advance(by: .seconds(1))
    }
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(99, at: 101)])
  }

  func test_debounce_completionAtTheDeadline_comesAfterTheValue() {
    let (recorder, input) = debounced()
    input.send(value: 1)
    scheduler.advance(by: .seconds(2))
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .completed(at: 2)])
  }
}
