import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class ScheduledDisposableTests: RxStyleTestCase {
  func test_dispose_runsOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let disposedAt = Locked<[Int]>([])
    let scheduled = ScheduledDisposable(
      scheduler: scheduler, disposable: Disposables.create { disposedAt.withLock { $0.append(scheduler.clock) } })
    scheduler.scheduleAt(100) {
      scheduled.dispose()
      scheduled.dispose()
    }
    scheduler.start()
    XCTAssertTrue(scheduled.isDisposed)
    XCTAssertEqual(disposedAt.withLock { $0 }, [101])
  }
}
