import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ThrottleTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_throttle_sendsTheFirstAtOnce_thenTheNewestPerInterval() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance()
    XCTAssertEqual(recorder.values, [1])
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(1))
    input.send(value: 2)
    input.send(value: 3)
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(5))
    input.send(value: 4)
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(3, at: 2), .value(4, at: 5)])
  }

  func test_throttle_completionDropsTheHeldValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(value: 2)
    input.sendCompleted()
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .completed(at: 1)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_throttle_valueAndCompletionInTheSameTick_keepTheirOrder() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(value: 1).throttle(2, on: scheduler), clock: scheduler)
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .completed(at: 0)])
  }

  func test_throttle_failureIsDeliveredOnTheScheduler() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(error: .boom)
    XCTAssertEqual(recorder.recorded, [])
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 0)])
  }

  // MARK: - Lifetimes and edges

  func test_throttle_emptySource_completesOnTheScheduler() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(1))
    input.sendCompleted()
    XCTAssertEqual(recorder.recorded, [])
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.completed(at: 1)])
  }

  func test_throttle_failureWhileAValueIsHeld_dropsTheValue() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(value: 2)
    input.send(error: .boom)
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .failed(.boom, at: 1)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_throttle_disposedWhileAValueIsHeld_disposesTheSource_andLeavesNoTimer() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("12-----|"))
    let recorder = EventRecorder(source.throttle(3, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(2))
    recorder.dispose()
    scheduler.advance()
    // The timer of the held value, due at 3, ended with the run.
    XCTAssertEqual(scheduler.pendingCount, 0)
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .interrupted(at: 2)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 2"])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_throttle_observerSendingIntoTheSourceOnAValue_getsItAtTheEndOfTheInterval() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>(clock: scheduler)
    signal.throttle(2, on: scheduler)
      .on(value: { value in if value == 1 { input.send(value: 2) } })
      .observe(recorder.observer)
    input.send(value: 1)
    scheduler.advance(by: .seconds(3))
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 2), .completed(at: 3)])
  }

  func test_throttle_aHundredValuesInOneInterval_sendTheFirstAndTheNewest() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(value: 0)
    scheduler.advance(by: .seconds(1))
    for value in 1...100 { input.send(value: value) }
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(0, at: 0), .value(100, at: 2)])
  }

  func test_throttle_completionRightAfterTheHeldValueWentOut_keepsIt() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(value: 2)
    scheduler.advance(by: .seconds(1))
    input.sendCompleted()
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 2), .completed(at: 2)])
  }

  func test_throttle_aValueAfterAQuietInterval_goesOutAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.throttle(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(2))
    input.send(value: 2)
    scheduler.advance(by: .seconds(3))
    input.send(value: 3)
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 2), .value(3, at: 5)])
  }
}
