import AsyncStyle
import AsyncStyleTest
import XCTest

final class InheritingExecutorTests: XCTestCase {
  func test_inheritingExecutor_onTestScheduler_runsOnItsExecutor() {
    let scheduler = AsyncTestScheduler()
    let log = Log()
    scheduler.spawn {
      log.append("parent")
      Task.inheritingExecutor { log.append("child") }
      log.append("parent again")
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["parent", "parent again", "child"])
  }

  func test_inheritingExecutor_childSleepsOnTheTestClock() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let log = Log()
    scheduler.spawn {
      Task.inheritingExecutor {
        try await clock.sleep(for: .milliseconds(30))
        log.append("child@\(scheduler.currentTick)")
      }
    }
    scheduler.advance(to: 29)
    XCTAssertEqual(log.entries, [])
    scheduler.advance(to: 30)
    XCTAssertEqual(log.entries, ["child@30"])
  }

  func test_inheritingExecutor_withoutPreference_behavesLikeTask() async throws {
    let value = await Task.inheritingExecutor { 42 }.value
    XCTAssertEqual(value, 42)
    let thrown = Task.inheritingExecutor { () throws -> Int in throw CancellationError() }
    do {
      _ = try await thrown.value
      XCTFail("expected the task to throw")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
  }

  func test_inheritingExecutor_inActor_isIsolatedToIt() async {
    let counter = Counter()
    let value = await counter.incrementInNewTask()
    XCTAssertEqual(value, 1)
  }
}

private actor Counter {
  private var count = 0

  func incrementInNewTask() async -> Int {
    await Task.inheritingExecutor {
      self.count += 1
      return self.count
    }.value
  }
}
