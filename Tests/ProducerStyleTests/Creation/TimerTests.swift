import Foundation
import ProducerStyle
import ProducerStyleTest
import XCTest

final class TimerTests: ProducerStyleTestCase {
  func test_timer_sendsTheDateEveryInterval() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      SignalProducer.timer(interval: .seconds(1), on: scheduler).take(first: 3), clock: scheduler)
    scheduler.advance(by: .seconds(10))
    let start = scheduler.startDate
    XCTAssertEqual(
      recorder.recorded,
      [
        .value(start.addingTimeInterval(1), at: 1), .value(start.addingTimeInterval(2), at: 2),
        .value(start.addingTimeInterval(3), at: 3), .completed(at: 3),
      ])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timer_disposal_stopsIt() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(
      SignalProducer.timer(interval: .milliseconds(500), on: scheduler, leeway: .seconds(0)), clock: scheduler)
    scheduler.advance(by: .seconds(1))
    recorder.dispose()
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.values.count, 2)
    XCTAssertEqual(recorder.recorded.last, .interrupted(at: 1))
    XCTAssertEqual(scheduler.pendingCount, 0)
  }
}
