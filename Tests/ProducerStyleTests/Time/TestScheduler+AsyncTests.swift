import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TestSchedulerAsyncTests: ProducerStyleTestCase {
  func test_asyncAdvance_runsActionsOnTheMainThread() async {
    let scheduler = TestScheduler()
    let threads = Locked<[Bool]>([])
    scheduler.schedule(after: .seconds(1)) { threads.withLock { $0.append(Thread.isMainThread) } }
    scheduler.schedule(after: .seconds(3)) { threads.withLock { $0.append(Thread.isMainThread) } }
    await scheduler.advance(by: .seconds(2))
    XCTAssertEqual(threads.withLock { $0 }, [true])
    await scheduler.advance(by: 0.5)
    XCTAssertEqual(scheduler.recorderTime, 2.5)
    await scheduler.run()
    XCTAssertEqual(threads.withLock { $0 }, [true, true])
  }

  func test_sleep_resumesWhenTheClockReachesTheDeadline() async throws {
    let scheduler = TestScheduler()
    let woke = Locked(false)
    let sleeper = Task {
      try await scheduler.sleep(until: scheduler.startDate.addingTimeInterval(2))
      woke.withLock { $0 = true }
    }
    while scheduler.pendingCount == 0 { await Task.yield() }
    await scheduler.advance(by: .seconds(1))
    XCTAssertFalse(woke.withLock { $0 })
    await scheduler.advance(by: .seconds(1))
    try await sleeper.value
    XCTAssertTrue(woke.withLock { $0 })
  }

  func test_sleepFor_isCancelled_andItsWakeUpIsCancelledToo() async {
    let scheduler = TestScheduler()
    let sleeper = Task { try await scheduler.sleep(for: .seconds(5)) }
    while scheduler.pendingCount == 0 { await Task.yield() }
    sleeper.cancel()
    do {
      try await sleeper.value
      XCTFail("the sleep should have thrown")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_sleep_inACancelledTask_throwsAtOnce() async {
    let scheduler = TestScheduler()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await scheduler.sleep(for: .seconds(1))
    }
    do {
      try await sleeper.value
      XCTFail("the sleep should have thrown")
    } catch {
      XCTAssertTrue(error is CancellationError)
    }
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timer_yieldsTheCurrentDateAtEachTick_asTheClockAdvances() async {
    let scheduler = TestScheduler()
    let start = scheduler.currentDate
    let ticks = scheduler.timer(interval: .seconds(1))
    await scheduler.advance(by: .milliseconds(900))
    await scheduler.advance(by: .milliseconds(1_200))
    await scheduler.advance(by: .seconds(1))
    var iterator = ticks.makeAsyncIterator()
    var dates: [Date] = []
    for _ in 0..<3 {
      if let date = await iterator.next() { dates.append(date) }
    }
    XCTAssertEqual(dates, [1, 2, 3].map { start.addingTimeInterval($0) })
  }
}
