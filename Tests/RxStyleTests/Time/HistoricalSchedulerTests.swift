import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class HistoricalSchedulerTests: RxStyleTestCase {
  private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  func test_start_runsActionsInTimeOrder_movingTheClock() {
    let scheduler = HistoricalScheduler()
    let seen = Locked<[String]>([])
    _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
      seen.withLock { $0.append("b@\(scheduler.clock.timeIntervalSince1970)") }
      return Disposables.create()
    }
    _ = scheduler.scheduleAbsoluteVirtual((), time: date(10)) { _ in
      seen.withLock { $0.append("a@\(scheduler.clock.timeIntervalSince1970)") }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(seen.withLock { $0 }, ["a@10.0", "b@20.0"])
    XCTAssertEqual(scheduler.now, date(20))
  }

  func test_advanceTo_runsOnlyWhatIsDue_andDisposedActionsNever() {
    let scheduler = HistoricalScheduler(initialClock: date(100))
    let seen = Locked<[Int]>([])
    _ = scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in
      seen.withLock { $0.append(5) }
      return Disposables.create()
    }
    let cancelled = scheduler.scheduleRelativeVirtual((), dueTime: 7) { _ in
      seen.withLock { $0.append(7) }
      return Disposables.create()
    }
    _ = scheduler.scheduleRelativeVirtual((), dueTime: 50) { _ in
      seen.withLock { $0.append(50) }
      return Disposables.create()
    }
    cancelled.dispose()
    scheduler.advanceTo(date(110))
    XCTAssertEqual(seen.withLock { $0 }, [5])
    XCTAssertEqual(scheduler.clock, date(110))
    scheduler.sleep(100)
    XCTAssertEqual(scheduler.clock, date(210))
    scheduler.start()
    XCTAssertEqual(seen.withLock { $0 }, [5, 50])
  }

  func test_interval_onAHistoricalClock() {
    let scheduler = HistoricalScheduler()
    let seen = Locked<[Double]>([])
    let subscription = Observable<Int>.interval(.seconds(2), scheduler: scheduler)
      .subscribe(onNext: { _ in seen.withLock { $0.append(scheduler.clock.timeIntervalSince1970) } })
    scheduler.advanceTo(date(7))
    subscription.dispose()
    scheduler.start()
    XCTAssertEqual(seen.withLock { $0 }, [2, 4, 6])
  }

  func test_workRunsInDateOrder_onBothSidesOfTheReferenceDate_withExactClockReadings() {
    let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSinceReferenceDate: -1e9))
    let seen = Locked<[Date]>([])
    let dates = [-3.5, 2.25, -0.0, 1e-9, -1e-9, 7e8, -7e8, 0.5].map { Date(timeIntervalSinceReferenceDate: $0) }
    for date in dates {
      _ = scheduler.scheduleAbsoluteVirtual((), time: date) { _ in
        seen.withLock { $0.append(scheduler.clock) }
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(seen.value, dates.sorted())
    XCTAssertEqual(scheduler.clock, Date(timeIntervalSinceReferenceDate: 7e8))
    XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: \(scheduler.clock), due: [])")
  }
}
