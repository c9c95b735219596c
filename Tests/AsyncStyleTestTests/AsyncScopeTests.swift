import AsyncStyle
import Dispatch
import StyleInternals
import XCTest

@testable import AsyncStyleTest

/// `AsyncTestScheduler.withVirtualTime` with an async body, from XCTest: the test awaits the code
/// under test and the clock.
final class AsyncScopeTests: XCTestCase {
  func test_awaitLoadThenAdvance_seesTheTaskItStarted() async {
    let names = await AsyncTestScheduler.withVirtualTime { scheduler in
      let model = await FeatureModel(clock: scheduler.clock)
      await model.load()
      await scheduler.clock.advance(by: .milliseconds(999))
      let before = await model.names
      await scheduler.clock.advance(by: .milliseconds(1))
      return [before, await model.names]
    }
    XCTAssertEqual(names, [[], ["a", "b"]])
  }

  func test_mainActorModel_awaitedKeystrokes_outputAtExactTimes() async {
    let outputs = await runAwaitingMainActorScenario()
    XCTAssertEqual(outputs, expectedMainActorOutputs)
  }

  func test_taskPerQuery_awaitedKeystrokes_outputAtExactTimes() async {
    let outputs = await runAwaitingTaskPerQueryScenario()
    XCTAssertEqual(outputs, expectedSearchOutputs)
  }

  func test_detachedPump_awaitedKeystrokes_outputAtExactTimes() async {
    let outputs = await runAwaitingDetachedPumpScenario()
    XCTAssertEqual(outputs, expectedSearchOutputs + ["3000 finished"])
  }

  func test_body_runsOnTheScopesThread_andTheCallerDoesNot() async {
    let (insideScope, current) = await AsyncTestScheduler.withVirtualTime { scheduler in
      await Task.yield()
      return (CaptureScope.current != nil, AsyncTestScheduler.current === scheduler)
    }
    XCTAssertTrue(insideScope)
    XCTAssertTrue(current)
    XCTAssertNil(CaptureScope.current)
    XCTAssertNil(AsyncTestScheduler.current)
  }

  func test_tasksStartedInTheBody_runBeforeTheBodysNextStepAfterAYield() async {
    let order = await AsyncTestScheduler.withVirtualTime { _ in
      let log = Log()
      for index in 1...100 { Task { log.append("\(index)") } }
      log.append("body")
      await Task.yield()
      log.append("after yield")
      return log.entries
    }
    XCTAssertEqual(order, ["body"] + (1...100).map(String.init) + ["after yield"])
  }

  func test_sleepRegisteredByWokenWork_isSeenByTheSameAdvance() async {
    let ticks = await AsyncTestScheduler.withVirtualTime { scheduler in
      let clock = scheduler.clock
      let task = Task {
        var ticks: [Int] = []
        for _ in 0..<5 {
          try await clock.sleep(for: .seconds(1))
          ticks.append(scheduler.currentTick)
        }
        return ticks
      }
      await clock.advance(by: .seconds(5))
      return try? await task.value
    }
    XCTAssertEqual(ticks, [1000, 2000, 3000, 4000, 5000])
  }

  func test_throwingBody_rethrowsItsError() async {
    struct Failure: Error, Equatable {}
    do {
      try await AsyncTestScheduler.withVirtualTime { (_) async throws(Failure) in throw Failure() }
      XCTFail("expected the body's error")
    } catch {
      XCTAssertEqual(error, Failure())
    }
  }

  func test_checkSuspension_throwsWhileASleepWaits_andNotAfterItWoke() async {
    let outcomes = await AsyncTestScheduler.withVirtualTime { scheduler in
      let clock = scheduler.clock
      Task { try await clock.sleep(for: .seconds(1)) }
      var outcomes: [SuspensionError?] = []
      do { try await clock.checkSuspension() } catch { outcomes.append(error as? SuspensionError) }
      await clock.advance(by: .seconds(1))
      do {
        try await clock.checkSuspension()
        outcomes.append(nil)
      } catch {
        outcomes.append(error as? SuspensionError)
      }
      return outcomes
    }
    XCTAssertEqual(outcomes, [SuspensionError(pendingSleeps: 1), nil])
  }

  func test_awaitingScenarios_passTwoHundredTimesInOneProcess() async {
    var passes = 0
    for _ in 0..<200 where await runAwaitingMainActorScenario() == expectedMainActorOutputs {
      passes += 1
    }
    XCTAssertEqual(passes, 200, "@MainActor model awaited by the test: passes in 200 runs")
  }
}
