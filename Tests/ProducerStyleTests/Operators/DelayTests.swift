import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class DelayTests: ProducerStyleTestCase {
  func test_delay_shiftsValuesAndCompletion() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.delay(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(value: 2)
    input.sendCompleted()
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2)])
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(2, at: 3), .completed(at: 3)])
  }

  func test_delay_failureIsNotDelayed_andDropsWaitingValues() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.delay(2, on: scheduler), clock: scheduler)
    input.send(value: 1)
    scheduler.advance(by: .seconds(1))
    input.send(error: .boom)
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 1)])
  }

  func test_delayZero_deliversAtTheSameTime_inOrder() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2).delay(0, on: scheduler), clock: scheduler)
    scheduler.advance()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 0), .completed(at: 0)])
  }

  func test_delay_interruptedMidway_sendsNothingMore() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(SignalProducer<Int, Never>(value: 1).delay(5, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(1))
    recorder.dispose()
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(recorder.recorded, [.interrupted(at: 1)])
  }
}
