import AsyncStyle
import Foundation
import Testing

@testable import AsyncStyleTest

/// `TestClock` driven by awaiting it, as swift-clocks' tests do: a clock of its own, inside and
/// outside a scope.
@Suite struct TestClockDrivingTests {
  @Test func ownClock_startsAtItsNow() {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(5)))
    #expect(clock.now == TestClock.Instant().advanced(by: .seconds(5)))
    #expect(clock.minimumResolution == .zero)
  }

  @Test func ownClock_insideAScope_wakesATaskStartedJustBefore() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let woke = Log()
      Task {
        try await clock.sleep(for: .seconds(1))
        woke.append("\(clock.now)")
      }
      await clock.advance(by: .milliseconds(999))
      #expect(woke.entries.isEmpty)
      await clock.advance(by: .milliseconds(1))
      #expect(woke.entries == ["1.0 seconds"])
    }
  }

  @Test func ownClock_sleepUntilExactlyNow_waitsForTheNextAdvanceEvenByZero() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock(now: TestClock.Instant(offset: .seconds(3)))
      let woke = Log()
      let sleeper = Task {
        try await clock.sleep(until: clock.now)
        woke.append("woke at \(clock.now)")
      }
      await #expect(throws: SuspensionError(pendingSleeps: 1)) { try await clock.checkSuspension() }
      #expect(woke.entries.isEmpty)
      await clock.advance()
      #expect(woke.entries == ["woke at 3.0 seconds"])
      try await sleeper.value
      try await clock.checkSuspension()
    }
  }

  @Test func ownClock_sleepUntilThePast_returnsWithoutWaiting() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock(now: TestClock.Instant(offset: .seconds(3)))
      try await clock.sleep(until: clock.now.advanced(by: .nanoseconds(-1)))
      #expect(clock.now == TestClock.Instant(offset: .seconds(3)))
      try await clock.checkSuspension()
    }
  }

  @Test func ownClock_sleepUntilNow_whenCancelled_throwsAndLeavesNoSleeper() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let sleeper = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await clock.sleep(until: clock.now)
      }
      await #expect(throws: CancellationError.self) { try await sleeper.value }
      try await clock.checkSuspension()
    }
  }

  @Test func schedulerClock_sleepUntilNow_returnsWithoutAnAdvance() async throws {
    try await AsyncTestScheduler.withVirtualTime { scheduler in
      let clock = scheduler.clock
      try await clock.sleep(until: clock.now)
      #expect(scheduler.pendingCount == 0)
    }
  }

  @Test func advanceToThePast_doesNotMoveTime() async {
    let clock = TestClock(now: TestClock.Instant(offset: .seconds(2)))
    await clock.advance(to: TestClock.Instant(offset: .seconds(1)))
    #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
  }

  @Test func cancellingASleeper_removesItSoNothingIsSuspended() async throws {
    try await withMainSerialExecutor {
      let clock = TestClock()
      let task = Task { try await clock.sleep(for: .seconds(1)) }
      await Task.yield()
      await #expect(throws: SuspensionError(pendingSleeps: 1)) { try await clock.checkSuspension() }
      task.cancel()
      try await clock.checkSuspension()
      await #expect(throws: CancellationError.self) { try await task.value }
    }
  }

  @Test func endlessTimer_underRun_reportsAFailureAfterTheTimeout() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let timer = Task { for await _ in clock.timer(interval: .seconds(1)) {} }
      await withKnownIssue {
        await clock.run(timeout: .milliseconds(50))
      } matching: { issue in
        issue.comments.contains { $0.rawValue.hasPrefix("TestClock.run: sleeps were still waiting after") }
      }
      timer.cancel()
      await clock.advance()
    }
  }
}

/// `withMainSerialExecutor` and `uncheckedUseMainSerialExecutor`, the names of
/// swift-concurrency-extras.
@Suite struct MainSerialExecutorTests {
  @Test func taskGroupChildren_runInTheOrderTheyWereAdded() async {
    let order = Log()
    await withMainSerialExecutor {
      await withTaskGroup(of: Void.self) { group in
        for index in 1...200 { group.addTask { order.append("\(index)") } }
      }
    }
    #expect(order.entries == (1...200).map(String.init))
  }

  @Test func yieldingChildren_goBehindTheOthers() async {
    let order = Log()
    await withMainSerialExecutor {
      await withTaskGroup(of: Void.self) { group in
        for index in 1...6 {
          group.addTask {
            if index.isMultiple(of: 2) { await Task.yield() }
            order.append("\(index)")
          }
        }
      }
    }
    #expect(order.entries == ["1", "3", "5", "2", "4", "6"])
  }

  @Test func uncheckedFlag_opensAndEndsAScope() async {
    #expect(!uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = true
    let order = Log()
    await withTaskGroup(of: Void.self) { group in
      for index in 1...100 { group.addTask { order.append("\(index)") } }
    }
    #expect(uncheckedUseMainSerialExecutor)
    uncheckedUseMainSerialExecutor = false
    #expect(!uncheckedUseMainSerialExecutor)
    #expect(order.entries == (1...100).map(String.init))
  }

  @Test func uncheckedFlag_stillCapturesForItsTaskAlone_afterASynchronousScopeOnItsThread() async {
    // No await from here to `false`: the flag, the inner scope and the reads share one pool thread.
    uncheckedUseMainSerialExecutor = true
    let ownerBefore = pthread_getspecific(CaptureScope.ownerKey)
    AsyncTestScheduler.withVirtualTime { _ in }
    let ownerAfter = pthread_getspecific(CaptureScope.ownerKey)
    let capturing = uncheckedUseMainSerialExecutor
    uncheckedUseMainSerialExecutor = false
    // Without its owner, the thread would catch every other test's job it ran while the flag is on.
    #expect(ownerBefore != nil)
    #expect(ownerAfter == ownerBefore)
    #expect(capturing)
  }

  @Test func synchronousForm_runsTheTasksItStartedAfterItReturns() {
    let order = Log()
    withMainSerialExecutor {
      for index in 1...50 { Task { order.append("\(index)") } }
    }
    #expect(order.entries == (1...50).map(String.init))
  }
}

@Test func unimplementedClock_reportsEachUse() async {
  let clock = UnimplementedClock("Model.clock")
  withKnownIssue {
    _ = clock.now
  } matching: {
    $0.comments.map(\.rawValue) == ["Unimplemented: Model.clock.now"]
  }
  await withKnownIssue {
    await #expect(throws: Never.self) { try await clock.sleep(until: UnimplementedClock.Instant(offset: .seconds(1))) }
  } matching: {
    $0.comments.map(\.rawValue) == ["Unimplemented: Model.clock.sleep"]
  }
}
