import AsyncStyleTest
import Dispatch
import Testing
import XCTest

final class DeterminismTests: XCTestCase {
  func test_searchScenario_recordsExactTimes() {
    XCTAssertEqual(runSearchScenario(), expectedSearchEvents)
  }

  func test_searchScenario_isIdenticalAThousandTimes() {
    var differing = 0
    for _ in 0..<1000 where runSearchScenario() != expectedSearchEvents { differing += 1 }
    XCTAssertEqual(differing, 0, "runs that recorded other events")
  }

  func test_schedulers_onManyThreadsAtOnce_doNotInterfere() {
    let differing = Log()
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for _ in 0..<50 where runSearchScenario() != expectedSearchEvents { differing.append("thread \(thread)") }
    }
    XCTAssertEqual(differing.entries, [])
  }
}

/// The same scenario from Swift Testing, whose tests run in parallel by default.
@Suite struct ParallelSchedulerTests {
  @Test(arguments: 0..<8) func scenario_isExactInParallelTests(run: Int) {
    for _ in 0..<25 {
      let events = runSearchScenario()
      #expect(events == expectedSearchEvents, "\(sideBySide(expected: expectedSearchEvents, actual: events))")
    }
  }

  @Test func spawnedTask_fromAnAsyncTestBody() async {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let task = scheduler.spawn { () async throws -> Int in
      try await clock.sleep(for: .seconds(1))
      return 1
    }
    scheduler.advance(by: .seconds(1))
    #expect(task.value == 1)
  }
}
