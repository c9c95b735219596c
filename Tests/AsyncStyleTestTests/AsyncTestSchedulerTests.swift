import AsyncStyleTest
import Dispatch
import Foundation
import StyleInternals
import XCTest

final class AsyncTestSchedulerTests: XCTestCase {
  func test_spawn_runsOnlyWhenDriven() {
    let scheduler = AsyncTestScheduler()
    let log = Log()
    scheduler.spawn { log.append("ran") }
    XCTAssertEqual(log.entries, [])
    XCTAssertEqual(scheduler.queuedJobCount, 1)
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["ran"])
    XCTAssertEqual(scheduler.queuedJobCount, 0)
  }

  func test_sleep_wakesAtExactVirtualTime() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let log = Log()
    scheduler.spawn {
      try await clock.sleep(for: .milliseconds(150))
      log.append("woke at \(clock.now)")
    }
    scheduler.advance(by: .milliseconds(149))
    XCTAssertEqual(log.entries, [])
    scheduler.advance(by: .milliseconds(1))
    XCTAssertEqual(log.entries, ["woke at 0.15 seconds"])
    XCTAssertEqual(scheduler.currentTick, 150)
  }

  func test_sleepers_wakeInDeadlineOrder_tiesInRegistrationOrder() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let log = Log()
    for (name, delay) in [("c", 30), ("a", 10), ("b1", 20), ("b2", 20), ("b3", 20)] {
      scheduler.spawn {
        try await clock.sleep(for: .milliseconds(delay))
        log.append("\(name)@\(scheduler.currentTick)")
      }
    }
    scheduler.run()
    XCTAssertEqual(log.entries, ["a@10", "b1@20", "b2@20", "b3@20", "c@30"])
    XCTAssertEqual(scheduler.currentTick, 30)
  }

  func test_advance_runsWorkStartedByWokenTasksBeforeLaterSleepers() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let log = Log()
    scheduler.spawn {
      try await clock.sleep(for: .milliseconds(10))
      log.append("first@\(scheduler.currentTick)")
      try await clock.sleep(for: .milliseconds(5))
      log.append("first again@\(scheduler.currentTick)")
    }
    scheduler.spawn {
      try await clock.sleep(for: .milliseconds(12))
      log.append("second@\(scheduler.currentTick)")
    }
    scheduler.advance(to: 100)
    XCTAssertEqual(log.entries, ["first@10", "second@12", "first again@15"])
    XCTAssertEqual(scheduler.currentTick, 100)
  }

  func test_cancellationMidSleep_removesSleeperAndThrows() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let task = scheduler.spawn { try await clock.sleep(for: .seconds(1)) }
    scheduler.advance(by: .milliseconds(500))
    XCTAssertEqual(scheduler.pendingCount, 1)
    task.cancel()
    XCTAssertEqual(scheduler.pendingCount, 0)
    XCTAssertFalse(task.isFinished)
    scheduler.runUntilIdle()
    XCTAssertTrue(task.error is CancellationError)
    XCTAssertEqual(scheduler.currentTick, 500)
  }

  func test_cancellationBeforeSleeping_throwsWithoutRegistering() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let task = scheduler.spawn {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    scheduler.runUntilIdle()
    XCTAssertTrue(task.error is CancellationError)
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_sleepUntilNowOrPast_yieldsOnceAndReturnsWithoutAdvancing() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let log = Log()
    scheduler.advance(to: 100)
    scheduler.spawn {
      log.append("a before")
      try await clock.sleep(until: clock.now)
      log.append("a after@\(scheduler.currentTick)")
      try await clock.sleep(until: clock.now.advanced(by: .milliseconds(-50)))
      log.append("a past@\(scheduler.currentTick)")
    }
    scheduler.spawn { log.append("b") }
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["a before", "b", "a after@100", "a past@100"])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_sleepUntilNow_whenCancelled_throws() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let task = scheduler.spawn {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .zero)
    }
    scheduler.runUntilIdle()
    XCTAssertTrue(task.error is CancellationError)
  }

  func test_scheduledInputs_runAtTheirTimes_inOrderWithSleepers() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let log = Log()
    scheduler.spawn {
      try await clock.sleep(for: .milliseconds(200))
      log.append("sleeper@\(scheduler.currentTick)")
    }
    scheduler.runUntilIdle()  // the sleeper registers first, so it wakes before the input at 200
    scheduler.schedule(at: 200) { log.append("input@\(scheduler.currentTick)") }
    scheduler.schedule(at: 100) { log.append("early input@\(scheduler.currentTick)") }
    scheduler.advance(to: 300)
    XCTAssertEqual(log.entries, ["early input@100", "sleeper@200", "input@200"])
  }

  func test_advance_intoThePast_onlyRunsUntilIdle() {
    let scheduler = AsyncTestScheduler()
    scheduler.advance(to: 50)
    let log = Log()
    scheduler.spawn { log.append("ran") }
    scheduler.advance(to: 10)
    XCTAssertEqual(log.entries, ["ran"])
    XCTAssertEqual(scheduler.currentTick, 50)
  }

  func test_tick_convertsTimes() {
    let scheduler = AsyncTestScheduler(tick: .seconds(1))
    scheduler.advance(by: .milliseconds(2500))
    XCTAssertEqual(scheduler.currentTick, 2)
    XCTAssertEqual(scheduler.instant(atTick: 3), TestClock.Instant(offset: .seconds(3)))
  }

  func test_structuredChildrenAndActors_stayOnTheScheduler() {
    let scheduler = AsyncTestScheduler()
    let log = Log()
    let account = Account(scheduler: scheduler, log: log)
    let task = scheduler.spawn { () async throws -> Int in
      async let first: Void = account.deposit(10, after: .milliseconds(30))
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await account.deposit(5, after: .milliseconds(10)) }
        group.addTask { try await account.deposit(1, after: .milliseconds(20)) }
        try await group.waitForAll()
      }
      try await first
      return await account.balance
    }
    scheduler.advance(to: 29)
    XCTAssertEqual(log.entries, ["+5@10", "+1@20"])
    XCTAssertFalse(task.isFinished)
    scheduler.advance(to: 30)
    XCTAssertEqual(log.entries, ["+5@10", "+1@20", "+10@30"])
    XCTAssertEqual(task.value, 16)
  }

  func test_continuationResumedFromAnotherThread_resumesOnTheScheduler() {
    let scheduler = AsyncTestScheduler()
    let log = Log()
    let suspended = DispatchSemaphore(value: 0)
    let resumed = DispatchSemaphore(value: 0)
    let task = scheduler.spawn { () async -> Int in
      let value = await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          // Resuming before the task has suspended would let it go on in the same job.
          suspended.wait()
          continuation.resume(returning: 42)
          resumed.signal()
        }
      }
      log.append("resumed")
      return value
    }
    scheduler.runUntilIdle()
    suspended.signal()
    XCTAssertEqual(resumed.wait(timeout: .now() + 5), .success)
    XCTAssertEqual(scheduler.queuedJobCount, 1)
    XCTAssertEqual(log.entries, [], "the resumed task waits for the test to drive")
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["resumed"])
    XCTAssertEqual(task.value, 42)
  }

  func test_run_endsAtLastDeadline() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let task = scheduler.spawn { () async throws -> Int in
      try await clock.sleep(for: .seconds(2))
      return 7
    }
    scheduler.run()
    XCTAssertEqual(task.value, 7)
    XCTAssertEqual(scheduler.now, TestClock.Instant(offset: .seconds(2)))
  }
}

private actor Account {
  private(set) var balance = 0
  private let scheduler: AsyncTestScheduler
  private let log: Log

  init(scheduler: AsyncTestScheduler, log: Log) {
    self.scheduler = scheduler
    self.log = log
  }

  func deposit(_ amount: Int, after delay: Duration) async throws {
    try await scheduler.clock.sleep(for: delay)
    balance += amount
    log.append("+\(amount)@\(scheduler.currentTick)")
  }
}

/// An ordered log shared between the test thread and tasks on the scheduler.
final class Log: Sendable {
  private let storage = Lock<[String]>([])
  func append(_ entry: String) { storage.withLock { $0.append(entry) } }
  var entries: [String] { storage.withLock { $0 } }
}
