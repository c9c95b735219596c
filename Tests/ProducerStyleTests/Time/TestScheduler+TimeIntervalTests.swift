import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TestSchedulerTimeIntervalTests: ProducerStyleTestCase {
  func test_advanceBySeconds_runsWhatIsDue() {
    let scheduler = TestScheduler()
    let ran = Locked<[Double]>([])
    scheduler.schedule(after: .milliseconds(500)) { ran.withLock { $0.append(scheduler.recorderTime) } }
    scheduler.schedule(after: .seconds(2)) { ran.withLock { $0.append(scheduler.recorderTime) } }
    scheduler.advance(by: 1.5)
    XCTAssertEqual(ran.withLock { $0 }, [0.5])
    XCTAssertEqual(scheduler.recorderTime, 1.5)
    scheduler.run()
  }

  func test_rewind_movesTheClockBack_actionsKeepTheirDates() {
    let scheduler = TestScheduler()
    let ran = Locked<[Double]>([])
    scheduler.advance(by: .seconds(5))
    scheduler.schedule(after: .seconds(1)) { ran.withLock { $0.append(scheduler.recorderTime) } }
    scheduler.rewind(by: .seconds(3))
    XCTAssertEqual(scheduler.recorderTime, 2)
    scheduler.advance(by: .seconds(3))
    XCTAssertEqual(ran.withLock { $0 }, [])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(ran.withLock { $0 }, [6])
  }
}
