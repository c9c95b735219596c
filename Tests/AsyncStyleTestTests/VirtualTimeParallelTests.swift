import AsyncStyleTest
import Testing

/// `withVirtualTime` from Swift Testing, whose tests run in parallel in one process: synchronous
/// tests on the cooperative pool, `@MainActor` tests on the main thread, and real concurrency
/// beside them.
@Suite(.enabled(if: AsyncTestScheduler.isVirtualTimeScopeSupported)) struct VirtualTimeParallelTests {
  @Test(arguments: 0..<6) func taskPerQuery_isExactBesideOtherTests(run: Int) {
    for _ in 0..<25 {
      #expect(runTaskPerQueryScenario() == expectedSearchOutputs)
    }
  }

  @Test(arguments: 0..<6) func mainActorModel_isExactBesideOtherTests(run: Int) {
    for _ in 0..<25 {
      #expect(runMainActorScenario() == expectedMainActorOutputs)
    }
  }

  @Test(arguments: 0..<3) func detachedPumpAndNestedTasks_areExactBesideOtherTests(run: Int) {
    for _ in 0..<25 {
      #expect(runDetachedPumpScenario() == expectedSearchOutputs + ["3000 finished"])
      #expect(runNestedTasksScenario() == expectedNestedTasksOutputs)
    }
  }

  @MainActor @Test func mainActorTest_drivesAMainActorModelInAScope() {
    let outputs = AsyncTestScheduler.withVirtualTime { scheduler in
      let log = Log()
      let model = MainActorSearchModel(clock: scheduler.clock, output: timedOutput(scheduler, into: log))
      model.search("swift")
      scheduler.advance(to: 299)
      #expect(!model.isLoading)
      scheduler.advance(to: 300)
      #expect(model.isLoading)
      scheduler.advance(to: 400)
      #expect(!model.isLoading)
      #expect(model.results == ["results for swift"])
      return log.entries
    }
    #expect(outputs == ["300 loading true", "400 results for swift", "400 loading false"])
  }

  @MainActor @Test func mainActorTest_outsideAScope_keepsTheRealMainActor() async {
    let value = await Task { @MainActor in 42 }.value
    #expect(value == 42)
  }

  @Test func realConcurrency_besideTheScopes_isUnaffected() async {
    let sum = await withTaskGroup(of: Int.self) { group in
      for value in 1...200 {
        group.addTask {
          await Task.yield()
          return await Task.detached { value }.value
        }
      }
      return await group.reduce(0, +)
    }
    #expect(sum == 20_100)
    let fromMainActor = await MainActor.run { 7 }
    #expect(fromMainActor == 7)
  }
}
