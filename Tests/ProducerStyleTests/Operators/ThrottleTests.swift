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
}
