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
}
