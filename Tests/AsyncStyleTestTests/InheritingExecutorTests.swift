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

  // Apple's runtimes before 26.4 cannot name a task's preferred executor; there the executor that
  // runs the job stands in for it. Both answers must agree wherever both exist.
  func test_runningExecutor_agreesWithTheTasksPreference() {
    let scheduler = AsyncTestScheduler()
    let log = Log()
    scheduler.spawn {
      if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) {
        let preferred = withUnsafeCurrentTask { $0?.unownedTaskExecutor?.asTaskExecutor() }
        log.append("preferred: \(preferred === scheduler.taskExecutor)")
      } else {
        log.append("preferred: true")  // the runtime cannot say; nothing to compare with
      }
      log.append("running: \(RunningTaskExecutor.current === scheduler.taskExecutor)")
    }
    XCTAssertNil(RunningTaskExecutor.current)
    scheduler.runUntilIdle()
    XCTAssertEqual(log.entries, ["preferred: true", "running: true"])
    XCTAssertNil(RunningTaskExecutor.current)
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
