import Foundation
import ProducerStyle
import ProducerStyleTest
import XCTest

final class IntervalTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    scheduler.run()
    super.tearDown()
  }

  func test_interval_sequence_pacesTheValues_andCompletesOneIntervalAfterTheLast() {
    let producer = SignalProducer<String, Never>.interval(["a", "b"], interval: .seconds(1), on: scheduler)
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.advance(by: .milliseconds(999))
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(recorder.recorded, [.value("a", at: 1), .value("b", at: 2), .completed(at: 3)])
  }

  func test_interval_counts_untilDisposed() {
    let recorder = EventRecorder(SignalProducer.interval(.seconds(2), on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(6))
    recorder.dispose()
    scheduler.advance(by: .seconds(6))
    XCTAssertEqual(
      recorder.recorded, [.value(0, at: 2), .value(1, at: 4), .value(2, at: 6), .interrupted(at: 6)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_interval_eachStartHasItsOwnSequence() {
    let producer = SignalProducer<Int, Never>.interval([1, 2], interval: .seconds(1), on: scheduler)
    let first = EventRecorder(producer, clock: scheduler)
    scheduler.advance(by: .seconds(1))
    let second = EventRecorder(producer, clock: scheduler)
    scheduler.advance(by: .seconds(3))
    XCTAssertEqual(first.recorded, [.value(1, at: 1), .value(2, at: 2), .completed(at: 3)])
    XCTAssertEqual(second.recorded, [.value(1, at: 2), .value(2, at: 3), .completed(at: 4)])
  }
}
