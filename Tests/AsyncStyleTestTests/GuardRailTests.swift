import XCTest

@testable import AsyncStyleTest
@testable import AsyncStyleTestKit

final class GuardRailTests: XCTestCase {
  func test_drivingFromATaskOnTheScheduler_isReportedAndRefused() {
    let problems = Log()
    let scheduler = AsyncTestScheduler(tick: .milliseconds(1), jobLimit: 1000) { problems.append($0) }
    let log = Log()
    scheduler.spawn {
      scheduler.runUntilIdle()
      log.append("after nested drive")
    }
    scheduler.spawn { log.append("second task") }
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["after nested drive", "second task"])
    XCTAssertEqual(problems.entries.count, 1)
    XCTAssertTrue(problems.entries.first?.contains("already running jobs") ?? false, "\(problems.entries)")
  }

  func test_livelock_hitsTheJobLimitWithAClearMessage() {
    let problems = Log()
    let scheduler = AsyncTestScheduler(tick: .milliseconds(1), jobLimit: 100) { problems.append($0) }
    let spinner = scheduler.spawn {
      while !Task.isCancelled { await Task.yield() }
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(problems.entries.count, 1)
    XCTAssertTrue(problems.entries.first?.contains("more than 100 jobs") ?? false, "\(problems.entries)")
    XCTAssertFalse(spinner.isFinished)
    spinner.cancel()
    scheduler.runUntilIdle()
    XCTAssertTrue(spinner.isFinished)
  }

  func test_jobLimit_countsPerDrive() {
    let problems = Log()
    let scheduler = AsyncTestScheduler(tick: .milliseconds(1), jobLimit: 10) { problems.append($0) }
    for _ in 0..<8 { scheduler.spawn {} }
    scheduler.runUntilIdle()
    for _ in 0..<8 { scheduler.spawn {} }
    scheduler.runUntilIdle()
    XCTAssertEqual(problems.entries, [])
  }

  func test_endlessTimerUnderRun_isStoppedByTheJobLimit() {
    let problems = Log()
    let scheduler = AsyncTestScheduler(tick: .milliseconds(1), jobLimit: 50) { problems.append($0) }
    let clock = scheduler.clock
    let timer = scheduler.spawn {
      while true { try await clock.sleep(for: .milliseconds(10)) }
    }
    scheduler.run()
    XCTAssertEqual(problems.entries.count, 1)
    XCTAssertEqual(scheduler.currentTick, 500)
    timer.cancel()
    scheduler.runUntilIdle()
    XCTAssertTrue(timer.error is CancellationError)
  }
}
