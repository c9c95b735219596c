import Dispatch
import Foundation
import ProducerStyle
import StyleInternals
import TestSupport
import XCTest

final class UISchedulerTests: XCTestCase {
  func test_runsAtOnceOnTheMainThread() throws {
    try XCTSkipUnless(Thread.isMainThread, "the test runner runs tests on the main thread")
    let ran = Locked(false)
    let disposable = UIScheduler().schedule { ran.withLock { $0 = true } }
    XCTAssertTrue(ran.withLock { $0 })
    XCTAssertNil(disposable)
  }

  func test_fromWorkOnTheMainQueue_runsAtOnce() {
    let order = Locked<[String]>([])
    let done = expectation(description: "the main queue ran the work")
    let scheduler = UIScheduler()
    DispatchQueue.main.async {
      let disposable = scheduler.schedule { order.withLock { $0.append("ran") } }
      order.withLock { $0.append(disposable == nil ? "after, nothing to cancel" : "after, queued") }
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(order.withLock { $0 }, ["ran", "after, nothing to cancel"])
  }

  func test_fromAnotherThread_runsOnTheMainQueue_inOrder() {
    let order = Locked<[String]>([])
    let done = expectation(description: "both actions ran on the main thread")
    done.expectedFulfillmentCount = 2
    let scheduler = UIScheduler()
    DispatchQueue.global().async {
      for name in ["first", "second"] {
        scheduler.schedule {
          order.withLock { $0.append("\(name) main=\(Thread.isMainThread && MainQueue.isCurrent)") }
          done.fulfill()
        }
      }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(order.withLock { $0 }, ["first main=true", "second main=true"])
  }

  func test_disposingBeforeItRuns_cancels() {
    let ran = Locked(false)
    let scheduled = DispatchSemaphore(value: 0)
    let scheduler = UIScheduler()
    // The main thread waits on a semaphore, not in the run loop, so the main queue cannot run the
    // action before the background thread has disposed it.
    DispatchQueue.global().async {
      let disposable = scheduler.schedule { ran.withLock { $0 = true } }
      disposable?.dispose()
      scheduled.signal()
    }
    XCTAssertEqual(scheduled.wait(timeout: .now() + 10), .success)
    let done = expectation(description: "the main queue drained")
    DispatchQueue.main.async { done.fulfill() }
    wait(for: [done], timeout: 10)
    XCTAssertFalse(ran.withLock { $0 })
  }
}
