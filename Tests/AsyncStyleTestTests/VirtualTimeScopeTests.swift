import AsyncStyle
import Dispatch
import Foundation
import StyleInternals
import XCTest

@testable import AsyncStyleTest
@testable import AsyncStyleTestKit

/// `AsyncTestScheduler.withVirtualTime`: code that starts its own tasks, on virtual time.
final class VirtualTimeScopeTests: XCTestCase {
  private var resourcesAtStart = 0

  override func setUpWithError() throws {
    try super.setUpWithError()
    try XCTSkipUnless(
      AsyncTestScheduler.isVirtualTimeScopeSupported, "this runtime lacks the executor hooks withVirtualTime needs")
    resourcesAtStart = AsyncResources.total
  }

  override func tearDown() {
    // Inside a scope everything ends on the test's thread: no grace period is needed.
    XCTAssertEqual(AsyncResources.total, resourcesAtStart, "async-style resources leaked by this test")
    super.tearDown()
  }

  func test_taskPerQuery_outputsAtExactTimes() {
    XCTAssertEqual(runTaskPerQueryScenario(), expectedSearchOutputs)
  }

  func test_detachedPumpThroughDebounce_outputsAtExactTimes() {
    XCTAssertEqual(runDetachedPumpScenario(), expectedSearchOutputs + ["3000 finished"])
  }

  func test_mainActorModel_loadingFlagAndResultsAtExactTimes() {
    XCTAssertEqual(runMainActorScenario(), expectedMainActorOutputs)
  }

  func test_nestedAndDetachedTasks_runInTimeOrder() {
    XCTAssertEqual(runNestedTasksScenario(), expectedNestedTasksOutputs)
  }

  func test_eachScenario_passesTwoHundredTimesInOneProcess() {
    let scenarios: [(name: String, run: () -> [String], expected: [String])] = [
      ("Task per query", runTaskPerQueryScenario, expectedSearchOutputs),
      ("detached pump", runDetachedPumpScenario, expectedSearchOutputs + ["3000 finished"]),
      ("@MainActor model", runMainActorScenario, expectedMainActorOutputs),
      ("nested and detached", runNestedTasksScenario, expectedNestedTasksOutputs),
    ]
    for scenario in scenarios {
      let passes = (0..<200).count { _ in scenario.run() == scenario.expected }
      XCTAssertEqual(passes, 200, "\(scenario.name): passes in 200 runs")
    }
  }

  func test_scopesOnFourThreadsAtOnce_neverSeeEachOthersJobs() {
    let failures = Log()
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for run in 0..<50 {
        let (outputs, expected) =
          switch (thread + run) % 3 {
          case 0: (runTaskPerQueryScenario(), expectedSearchOutputs)
          case 1: (runMainActorScenario(), expectedMainActorOutputs)
          default: (runNestedTasksScenario(), expectedNestedTasksOutputs)
          }
        if outputs != expected { failures.append("thread \(thread) run \(run): \(outputs)") }
      }
    }
    XCTAssertEqual(failures.entries, [])
  }

  func test_tasksStartedInTheScope_waitForADriveCall_thenRunInOrder() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      let log = Log()
      Task { log.append("plain") }
      Task.detached { log.append("detached") }
      Task { log.append("plain again") }
      XCTAssertEqual(scheduler.queuedJobCount, 3)
      XCTAssertEqual(log.entries, [])
      scheduler.runUntilIdle()
      XCTAssertEqual(log.entries, ["plain", "detached", "plain again"])
    }
  }

  func test_mainActorJobs_runOnTheCallingThreadAndAreIsolatedToTheMainActor() {
    let callingThread = currentThreadID()
    AsyncTestScheduler.withVirtualTime { scheduler in
      let log = Log()
      Task { @MainActor in
        noteMainActorIsolation(in: log)
        log.append(currentThreadID() == callingThread ? "calling thread" : "elsewhere")
      }
      XCTAssertEqual(log.entries, [])
      scheduler.runUntilIdle()
      XCTAssertEqual(log.entries, ["isolated", "calling thread"])
    }
  }

  func test_tasksOutsideAnyScope_runOnTheRealExecutors() {
    let finished = DispatchSemaphore(value: 0)
    Task { finished.signal() }
    XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "a task outside the scope must run by itself")
  }

  func test_otherThreadsInsideAScope_areNotCaptured() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      let finished = DispatchSemaphore(value: 0)
      Thread.detachNewThread { Task.detached { finished.signal() } }
      XCTAssertEqual(finished.wait(timeout: .now() + 10), .success, "another thread's task must run by itself")
      XCTAssertEqual(scheduler.queuedJobCount, 0)
    }
  }

  func test_leftoverJobs_runOnTheCallingThreadWhenTheScopeEnds() {
    let log = Log()
    let callingThread = currentThreadID()
    let sleeping = Lock<Task<Void, any Error>?>(nil)
    AsyncTestScheduler.withVirtualTime { scheduler in
      let clock = scheduler.clock
      Task { log.append(currentThreadID() == callingThread ? "on the calling thread" : "elsewhere") }
      sleeping.withLock {
        $0 = Task {
          try await clock.sleep(for: .seconds(1))
          log.append("woke")
        }
      }
    }
    XCTAssertEqual(log.entries, ["on the calling thread"])
    // The sleeper does not outlive its test: cancelled, it ends on whatever thread resumes it.
    let task = sleeping.withLock { $0 }
    task?.cancel()
    let ended = DispatchSemaphore(value: 0)
    Task.detached {
      _ = await task?.result
      ended.signal()
    }
    XCTAssertEqual(ended.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(log.entries, ["on the calling thread"])
  }

  func test_nextScope_startsClean() {
    AsyncTestScheduler.withVirtualTime { _ in
      _ = Task { await Task.yield() }
    }
    AsyncTestScheduler.withVirtualTime { scheduler in
      XCTAssertEqual(scheduler.queuedJobCount, 0)
      XCTAssertEqual(scheduler.pendingCount, 0)
      XCTAssertEqual(scheduler.currentTick, 0)
    }
  }

  func test_nestedScope_capturesIntoTheInnerScheduler_thenTheOuterAgain() {
    AsyncTestScheduler.withVirtualTime { outer in
      let log = Log()
      AsyncTestScheduler.withVirtualTime { inner in
        Task { log.append("inner") }
        XCTAssertEqual(inner.queuedJobCount, 1)
        XCTAssertEqual(outer.queuedJobCount, 0)
      }
      Task { log.append("outer") }
      XCTAssertEqual(outer.queuedJobCount, 1)
      outer.runUntilIdle()
      XCTAssertEqual(log.entries, ["inner", "outer"])
    }
  }

  func test_detachedPumpReleased_freesItsResourcesInTheScope() {
    let before = AsyncResources.total
    AsyncTestScheduler.withVirtualTime { scheduler in
      var model: DetachedPumpSearch? = DetachedPumpSearch(clock: scheduler.clock) { _ in }
      model?.search("s")
      scheduler.advance(to: 100)
      XCTAssertGreaterThan(AsyncResources.total, before)
      model = nil
      scheduler.runUntilIdle()
      XCTAssertEqual(AsyncResources.total, before)
      XCTAssertEqual(scheduler.pendingCount, 0)
    }
  }

  func test_thisRuntime_exportsTheHooks() {
    XCTAssertNoThrow(try RuntimeHooks.installation.get())
  }

  func test_livelockInsideAScope_hitsTheJobLimit() {
    let problems = Log()
    let report: @Sendable (String) -> Void = { problems.append($0) }
    AsyncTestScheduler.withVirtualTime(tick: .milliseconds(1), jobLimit: 100, misuse: report) { scheduler in
      let spinner = Task {
        while !Task.isCancelled { await Task.yield() }
      }
      scheduler.runUntilIdle()
      XCTAssertEqual(problems.entries.count, 1)
      spinner.cancel()
    }
    XCTAssertTrue(problems.entries.first?.contains("more than 100 jobs") ?? false, "\(problems.entries)")
  }
}

/// `MainActor.assumeIsolated` from synchronous code, where it is allowed.
private func noteMainActorIsolation(in log: Log) {
  MainActor.assumeIsolated { log.append("isolated") }
}
