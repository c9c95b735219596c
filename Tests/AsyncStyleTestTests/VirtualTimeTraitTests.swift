import AsyncStyle
import AsyncStyleTest
import Dispatch
import Synchronization
import Testing

/// The `.virtualTime` trait: async tests in their own scopes, run in parallel with each other and
/// with tests that use real concurrency.
@Suite(.virtualTime) struct VirtualTimeTraitTests {
  @Test func awaitLoadThenAdvance_showsTheNames() async throws {
    let clock = try #require(AsyncTestScheduler.current).clock
    let model = await FeatureModel(clock: clock)
    await model.load()
    await clock.advance(by: .seconds(1))
    #expect(await model.names == ["a", "b"])
  }

  @Test(arguments: 0..<4) func awaitingMainActorScenario_isExactBesideOtherTests(run: Int) async {
    var passes = 0
    for _ in 0..<50 where await runAwaitingMainActorScenario() == expectedMainActorOutputs {
      passes += 1
    }
    #expect(passes == 50)
  }

  @Test(arguments: 0..<2) func awaitingTaskScenarios_areExactBesideOtherTests(run: Int) async {
    for _ in 0..<25 {
      #expect(await runAwaitingTaskPerQueryScenario() == expectedSearchOutputs)
      #expect(await runAwaitingDetachedPumpScenario() == expectedSearchOutputs + ["3000 finished"])
    }
  }

  @Test func eachTestCase_getsAFreshSchedulerAtTimeZero() async throws {
    let scheduler = try #require(AsyncTestScheduler.current)
    #expect(scheduler.now == TestClock.Instant())
    #expect(scheduler.pendingCount == 0)
    await scheduler.clock.advance(by: .seconds(3))
    #expect(scheduler.currentTick == 3000)
  }

  @Test func mainActorJobs_runIsolatedToTheStandIn() async {
    let isolated = await MainActor.run { MainActor.assumeIsolated { true } }
    #expect(isolated)
  }
}

@Test func withoutTheTrait_thereIsNoCurrentScheduler() {
  #expect(AsyncTestScheduler.current == nil)
}

@Test func taskResumedByADispatchQueue_isReportedWhenTheScopeEnds() async {
  await withKnownIssue {
    await AsyncTestScheduler.withVirtualTime { _ in
      // The queue resumes the task only once it has suspended: a resume that came first would let
      // the task go on inside the scope, and nothing would escape.
      let resume = DispatchSemaphore(value: 0)
      let suspending = Atomic<Bool>(false)
      let task = Task {
        // A Dispatch queue outside the scope resumes the task, on the global pool.
        await withCheckedContinuation { continuation in
          DispatchQueue.global().async {
            resume.wait()
            continuation.resume()
          }
          // Set in the last step before the task suspends, which no other job of the scope can
          // interrupt: the scope runs one job at a time.
          suspending.store(true, ordering: .releasing)
        }
        await Task {}.value
      }
      while !suspending.load(ordering: .acquiring) { await Task.yield() }
      resume.signal()
      await task.value
    }
  } matching: { issue in
    issue.comments.contains {
      $0.rawValue.hasPrefix("AsyncTestScheduler.withVirtualTime: tasks of this scope ran outside")
    }
  }
}

@Test func scopeWhoseTasksStayInside_reportsNothing() async {
  let value = await AsyncTestScheduler.withVirtualTime { scheduler in
    await Task { await Task.detached { 1 }.value + 1 }.value
  }
  #expect(value == 2)
}
