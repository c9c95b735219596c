import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

/// Schedulers: repeating actions outlive their unkept disposables; queues inherit the caller's
/// quality of service by default.
final class SchedulerLifetimeTests: ProducerStyleTestCase {
  func test_queueScheduler_defaultQualityOfService_isUnspecified() {
    XCTAssertEqual(QueueScheduler().queue.qos, .unspecified)
    XCTAssertEqual(QueueScheduler(qos: .utility).queue.qos, .utility)
  }

  func test_queueScheduler_repeatingActionWithAnUnkeptDisposable_keepsFiring() {
    let scheduler = QueueScheduler(name: "SchedulerLifetimeTests")
    let count = Atomic<Int>(0)
    let thirdRun = expectation(description: "third run")
    func scheduleWithoutKeepingTheDisposable() {
      scheduler.schedule(after: Date(), interval: .milliseconds(1), leeway: .seconds(0)) {
        if count.add(1, ordering: .relaxed).newValue == 3 { thirdRun.fulfill() }
      }
    }
    scheduleWithoutKeepingTheDisposable()
    wait(for: [thirdRun], timeout: 10)
  }

  func test_queueScheduler_disposingARepeatingAction_stopsIt() {
    let scheduler = QueueScheduler(name: "SchedulerLifetimeTests")
    let count = Atomic<Int>(0)
    let disposable = scheduler.schedule(after: Date.distantFuture, interval: .seconds(1), leeway: .seconds(0)) {
      count.add(1, ordering: .relaxed)
    }
    disposable?.dispose()
    XCTAssertEqual(disposable?.isDisposed, true)
    scheduler.queue.sync {}
    XCTAssertEqual(count.load(ordering: .relaxed), 0)
  }

  func test_testScheduler_repeatingActionWithAnUnkeptDisposable_keepsFiring() {
    let scheduler = TestScheduler()
    let times = Locked<[TimeInterval]>([])
    func scheduleWithoutKeepingTheDisposable() {
      scheduler.schedule(after: .seconds(1), interval: .seconds(2)) {
        times.withLock { $0.append(scheduler.currentDate.timeIntervalSinceReferenceDate) }
      }
    }
    scheduleWithoutKeepingTheDisposable()
    scheduler.advance(by: .seconds(6))
    XCTAssertEqual(times.withLock { $0 }, [1, 3, 5])
  }
}
