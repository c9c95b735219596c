import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TestSchedulerTests: ProducerStyleTestCase {
  private let start = Date(timeIntervalSinceReferenceDate: 0)

  func test_advance_runsByDateThenFirstInFirstOut() {
    let scheduler = TestScheduler()
    let log = Locked<[String]>([])
    scheduler.schedule(after: start.addingTimeInterval(2)) { log.withLock { $0.append("b@\(scheduler.seconds)") } }
    scheduler.schedule(after: start.addingTimeInterval(1)) { log.withLock { $0.append("a@\(scheduler.seconds)") } }
    scheduler.schedule(after: start.addingTimeInterval(2)) { log.withLock { $0.append("c@\(scheduler.seconds)") } }
    scheduler.schedule { log.withLock { $0.append("now@\(scheduler.seconds)") } }
    XCTAssertEqual(log.value, [], "nothing runs before an advance")
    scheduler.advance(by: .seconds(2))
    XCTAssertEqual(log.value, ["now@0.0", "a@1.0", "b@2.0", "c@2.0"])
    XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(2))
  }

  func test_advance_runsWhatIsScheduledAsSoonAsPossible_afterOneNanosecond() {
    let scheduler = TestScheduler()
    let ran = Locked(false)
    scheduler.schedule { ran.withLock { $0 = true } }
    scheduler.advance()
    XCTAssertTrue(ran.value)
    XCTAssertEqual(scheduler.currentDate, start.addingTimeInterval(0.000_000_001))
  }

  func test_actionScheduledDuringAdvance_atTheCurrentDate_runsInTheSameAdvance() {
    let scheduler = TestScheduler()
    let log = Locked<[String]>([])
    scheduler.schedule(after: .seconds(1)) {
      log.withLock { $0.append("outer") }
      scheduler.schedule { log.withLock { $0.append("inner@\(scheduler.seconds)") } }
    }
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(log.value, ["outer", "inner@1.0"])
  }

  func test_actionsRunOutsideTheLock_anotherThreadMaySchedule_duringAnAction() {
    let scheduler = TestScheduler()
    let log = Locked<[String]>([])
    scheduler.schedule(after: .seconds(1)) {
      // Would deadlock if the scheduler held its lock while running this action.
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        scheduler.schedule { log.withLock { $0.append("from another thread") } }
        done.signal()
      }
      XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
    }
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(log.value, ["from another thread"])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_schedulingFromManyThreads_runsEveryAction() {
    let scheduler = TestScheduler()
    let count = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 200) { index in
      scheduler.schedule(after: .milliseconds(index % 7)) { count.withLock { $0 += 1 } }
    }
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(count.value, 200)
  }

  func test_dispose_cancelsTheAction() {
    let scheduler = TestScheduler()
    let ran = Locked(false)
    scheduler.schedule(after: .seconds(1)) { ran.withLock { $0 = true } }?.dispose()
    scheduler.advance(by: .seconds(2))
    XCTAssertFalse(ran.value)
  }

  func test_repeating_runsEveryInterval_untilDisposed() {
    let scheduler = TestScheduler()
    let times = Locked<[Double]>([])
    let repetition = scheduler.schedule(after: .seconds(1), interval: .seconds(2)) {
      times.withLock { $0.append(scheduler.seconds) }
    }
    scheduler.advance(by: .seconds(5))
    XCTAssertEqual(times.value, [1, 3, 5])
    repetition?.dispose()
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(times.value, [1, 3, 5])
  }

  func test_advanceTo_setsTheDate_andNeverMovesBackwards() {
    let scheduler = TestScheduler(startDate: Date(timeIntervalSince1970: 100))
    scheduler.advance(to: Date(timeIntervalSince1970: 150))
    XCTAssertEqual(scheduler.currentDate, Date(timeIntervalSince1970: 150))
    scheduler.advance(to: Date(timeIntervalSince1970: 120))
    XCTAssertEqual(scheduler.currentDate, Date(timeIntervalSince1970: 150))
  }

  func test_run_runsEverything_andEndsInTheDistantFuture() {
    let scheduler = TestScheduler()
    let times = Locked<[Double]>([])
    scheduler.schedule(after: .seconds(100)) {
      times.withLock { $0.append(scheduler.seconds) }
      scheduler.schedule(after: .seconds(50)) { times.withLock { $0.append(scheduler.seconds) } }
    }
    scheduler.run()
    XCTAssertEqual(times.value, [100, 150])
    XCTAssertEqual(scheduler.currentDate, .distantFuture)
  }

  func test_scheduleAfter_aDelayTooLongForNanoseconds_isInTheFarFuture() {
    let scheduler = TestScheduler()
    let ran = Locked(false)
    scheduler.schedule(after: .seconds(Int.max)) { ran.withLock { $0 = true } }
    scheduler.advance(by: .seconds(1))
    XCTAssertFalse(ran.value, "a delay past what nanoseconds can count must not wrap into the past")
    scheduler.run()
    XCTAssertTrue(ran.value)
  }
}

extension TestScheduler {
  /// Seconds of virtual time since the start date.
  var seconds: Double { currentDate.timeIntervalSince(startDate) }
}
