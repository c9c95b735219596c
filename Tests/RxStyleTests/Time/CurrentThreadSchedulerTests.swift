import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class CurrentThreadSchedulerTests: RxStyleTestCase {
  func test_schedule_runsAtOnceWhenIdle() {
    let log = Lock<[String]>([])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      log.withLock { $0.append("ran") }
      return Disposables.create()
    }
    log.withLock { $0.append("after") }
    XCTAssertEqual(log.withLock { $0 }, ["ran", "after"])
  }

  func test_schedule_nestedWorkWaitsForTheCurrentAction() {
    let log = Lock<[String]>([])
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append("inner") }
        return Disposables.create()
      }
      log.withLock { $0.append("outer end") }
      return Disposables.create()
    }
    XCTAssertEqual(log.withLock { $0 }, ["outer end", "inner"])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }

  func test_schedule_disposingQueuedWorkCancelsIt() {
    let log = Lock<[String]>([])
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let queued = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append("should not run") }
        return Disposables.create()
      }
      queued.dispose()
      return Disposables.create()
    }
    XCTAssertEqual(log.withLock { $0 }, [])
  }

  func test_deepRecursionThroughTheTrampolineDoesNotGrowTheStack() {
    let count = Lock(0)
    @Sendable func step(_ remaining: Int) -> any Disposable {
      count.withLock { $0 += 1 }
      if remaining > 0 { _ = CurrentThreadScheduler.instance.schedule(remaining - 1, action: step) }
      return Disposables.create()
    }
    _ = CurrentThreadScheduler.instance.schedule(200_000, action: step)
    XCTAssertEqual(count.withLock { $0 }, 200_001)
  }

  func test_eachThreadHasItsOwnTrampoline() {
    let ran = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      _ = Observable.of(1, 2, 3).subscribe(onNext: { _ in ran.withLock { $0 += 1 } })
    }
    XCTAssertEqual(ran.withLock { $0 }, 24)
  }
}
