import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TestSchedulerVirtualTimeConverterTests: RxStyleTestCase {
  func test_testScheduler_isAVirtualTimeSchedulerOfTicks() {
    let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = TestScheduler(
      initialClock: 40, resolution: 0.5)
    XCTAssertEqual(scheduler.clock, 40)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 20))
    scheduler.sleep(6)
    XCTAssertEqual(scheduler.clock, 46)
  }

  func test_relativeIntervals_roundToTheNearestTick_exactly() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    XCTAssertEqual(scheduler.ticks(.microseconds(1_500)), 2)
    XCTAssertEqual(scheduler.ticks(.microseconds(1_499)), 1)
    XCTAssertEqual(scheduler.ticks(.nanoseconds(500_000)), 1)
    XCTAssertEqual(scheduler.ticks(.seconds(3)), 3_000)
    XCTAssertEqual(scheduler.ticks(.seconds(-2)), -2_000)
  }

  func test_never_isTheTickOfTheDistantFuture_andHugeIntervalsSaturate() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.ticks(.never), Int(Date.distantFuture.timeIntervalSince1970 + 0.5))
    let fine = TestScheduler(initialClock: 0, resolution: 1e-9)
    XCTAssertEqual(fine.ticks(.seconds(.max)), 1 << 62)
    let ranAt = Locked<[TestTime]>([])
    _ = fine.scheduleRelative((), dueTime: .seconds(.max)) { _ in
      ranAt.withLock { $0.append(fine.clock) }
      return Disposables.create()
    }
    _ = fine.scheduleRelativeVirtual((), dueTime: .max) { _ in
      ranAt.withLock { $0.append(fine.clock) }
      return Disposables.create()
    }
    fine.start()
    XCTAssertEqual(ranAt.value, [1 << 62, .max], "offsets saturate instead of overflowing")
  }

  func test_adjustScheduledTime_delaysOnlyWorkDueNowOrEarlier() {
    let delayed = TestScheduler(initialClock: 10)
    XCTAssertEqual(delayed.adjustScheduledTime(5), 11)
    XCTAssertEqual(delayed.adjustScheduledTime(10), 11)
    XCTAssertEqual(delayed.adjustScheduledTime(12), 12)
    let immediate = TestScheduler(initialClock: 10, simulateProcessingDelay: false)
    XCTAssertEqual(immediate.adjustScheduledTime(5), 10)
    XCTAssertEqual(immediate.adjustScheduledTime(12), 12)
  }
}
