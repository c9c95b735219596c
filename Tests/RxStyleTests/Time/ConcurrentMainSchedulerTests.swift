import Dispatch
import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

final class ConcurrentMainSchedulerTests: RxStyleTestCase {
  func test_schedule_fromInsideItsOwnAction_stillRunsAtOnce() {
    XCTAssertTrue(Thread.isMainThread)
    let scheduler = ConcurrentMainScheduler.instance
    let log = Locked<[String]>([])
    _ = scheduler.schedule(()) { _ in
      _ = scheduler.schedule(()) { _ in
        log.withLock { $0.append("inner") }
        return Disposables.create()
      }
      log.withLock { $0.append("outer end") }
      return Disposables.create()
    }
    XCTAssertEqual(log.value, ["inner", "outer end"])
  }

  func test_schedule_fromWorkOnTheMainQueue_runsAtOnce() {
    let log = Locked<[String]>([])
    let done = expectation(description: "the main queue ran the work")
    DispatchQueue.main.async {
      _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
        log.withLock { $0.append("ran") }
        return Disposables.create()
      }
      log.withLock { $0.append("after") }
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.value, ["ran", "after"])
  }

  func test_schedule_fromABackgroundQueue_runsOnTheMainThread() throws {
    let source = Observable<Bool>.create { observer in
      DispatchQueue.global().async {
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
          observer.onNext(Thread.isMainThread)
          observer.onCompleted()
          return Disposables.create()
        }
      }
      return Disposables.create()
    }
    // toBlocking on the main thread runs the main run loop, which runs the queued action.
    XCTAssertEqual(try source.toBlocking(timeout: 10).first(), true)
  }

  func test_withScheduler_forwardsToTheTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = MainScheduler.withScheduler(scheduler) {
      scheduler.start { Observable.just(7).subscribe(on: ConcurrentMainScheduler.instance) }
    }
    XCTAssertEqual(observer.events, [.next(201, 7), .completed(201)])
  }
}
