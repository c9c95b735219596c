import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class QueueSchedulerTests: ProducerStyleTestCase {
  func test_schedule_runsOnTheQueue_inOrder() {
    let scheduler = QueueScheduler(qos: .userInitiated, name: "QueueSchedulerTests")
    let log = Locked<[Int]>([])
    let done = expectation(description: "ran")
    for index in 0..<3 { scheduler.schedule { log.withLock { $0.append(index) } } }
    scheduler.schedule { done.fulfill() }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.value, [0, 1, 2])
  }

  func test_dispose_beforeItRuns_cancelsTheAction() {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.cancel")
    let gate = DispatchSemaphore(value: 0)
    let ran = Locked(false)
    let done = expectation(description: "drained")
    scheduler.schedule { gate.wait() }
    scheduler.schedule { ran.withLock { $0 = true } }?.dispose()
    scheduler.schedule { done.fulfill() }
    gate.signal()
    wait(for: [done], timeout: 10)
    XCTAssertFalse(ran.value)
  }

  func test_scheduleAfterAPastDate_runsSoon() {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.past")
    let done = expectation(description: "ran")
    scheduler.schedule(after: Date.distantPast) { done.fulfill() }
    wait(for: [done], timeout: 10)
  }

  func test_repeating_firesUntilDisposed() {
    let scheduler = QueueScheduler(name: "QueueSchedulerTests.timer")
    let fired = expectation(description: "fired three times")
    fired.expectedFulfillmentCount = 3
    let count = Locked(0)
    let timer = scheduler.schedule(after: scheduler.currentDate, interval: .milliseconds(1)) {
      if count.withLock({
        $0 += 1
        return $0
      }) <= 3 {
        fired.fulfill()
      }
    }
    wait(for: [fired], timeout: 10)
    timer?.dispose()
    XCTAssertEqual(timer?.isDisposed, true)
  }

  func test_immediateScheduler_runsAtOnce() {
    let ran = Locked(false)
    XCTAssertNil(ImmediateScheduler().schedule { ran.withLock { $0 = true } })
    XCTAssertTrue(ran.value)
  }
}
