import Dispatch
import StyleInternals
import XCTest

@testable import AsyncStyleTestKit

/// How a drive outside any scope waits for the tasks it woke: one that goes on away from the drive
/// is waited for until it has moved onto the drive's executor; one that never reports is given up
/// after the bound and then stays where it is.
final class WakeHandoffTests: XCTestCase {
  func test_outsideADrive_noWakeIsAwaited() {
    let handoff = WakeHandoff()
    XCTAssertNil(handoff.expectWake())
  }

  func test_aTaskAlreadyOnTheDrive_staysAndIsNotWaitedFor() {
    let handoff = WakeHandoff()
    handoff.beginDrive()
    let id = handoff.expectWake()!
    XCTAssertFalse(handoff.arrive(id, onDrive: true))
    var drains = 0
    handoff.settle(within: .seconds(600)) { drains += 1 }
    XCTAssertEqual(drains, 1)
    handoff.endDrive()
  }

  func test_aTaskAwayFromTheDrive_movesAndTheDriveWaitsUntilItArrives() {
    let handoff = WakeHandoff()
    handoff.beginDrive()
    let id = handoff.expectWake()!
    let move = Lock<Bool?>(nil)
    // The woken task, going on on another thread.
    DispatchQueue.global().async { move.withLock { $0 = handoff.arrive(id, onDrive: false) } }
    let log = Log()
    // The drive's executor: the moving task's job shows up in a drain once the task has reported.
    handoff.settle(within: .seconds(600)) {
      if move.value == true, log.entries.isEmpty {
        log.append("moved")
        handoff.moved(id)
      }
    }
    XCTAssertEqual(move.value, true)
    XCTAssertEqual(log.entries, ["moved"])
    handoff.endDrive()
  }

  func test_aTaskThatNeverReports_isGivenUpAfterTheBound_andThenStaysWhereItIs() {
    let handoff = WakeHandoff()
    handoff.beginDrive()
    let id = handoff.expectWake()!
    handoff.settle(within: .zero) {}
    handoff.endDrive()
    XCTAssertFalse(handoff.arrive(id, onDrive: false))
  }

  func test_aCancelledSleep_isForgotten() {
    let handoff = WakeHandoff()
    handoff.beginDrive()
    let id = handoff.expectWake()!
    handoff.forget(id)
    var drains = 0
    handoff.settle(within: .seconds(600)) { drains += 1 }
    XCTAssertEqual(drains, 1)
    XCTAssertFalse(handoff.arrive(id, onDrive: false))
    handoff.endDrive()
  }
}
