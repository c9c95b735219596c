import Dispatch
import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class MainSchedulerTests: RxStyleTestCase {
  func test_schedule_onTheMainThreadWithNothingQueued_runsAtOnce() {
    XCTAssertTrue(Thread.isMainThread)
    let log = Locked<[String]>([])
    _ = MainScheduler.instance.schedule(()) { _ in
      log.withLock { $0.append("ran") }
      return Disposables.create()
    }
    log.withLock { $0.append("after") }
    XCTAssertEqual(log.value, ["ran", "after"])
  }

  func test_schedule_fromWorkOnTheMainQueue_runsAtOnce() {
    let scheduler = MainScheduler()
    let log = Locked<[String]>([])
    let done = expectation(description: "the main queue ran the work")
    DispatchQueue.main.async {
      _ = scheduler.schedule(()) { _ in
        log.withLock { $0.append("ran") }
        return Disposables.create()
      }
      log.withLock { $0.append("after") }
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(log.value, ["ran", "after"])
  }

  func test_schedule_fromAnotherThread_hopsToTheMainQueue() {
    let scheduler = MainScheduler()
    let onMainQueue = Locked<[Bool]>([])
    let done = expectation(description: "both actions ran")
    done.expectedFulfillmentCount = 2
    DispatchQueue.global().async {
      for _ in 0..<2 {
        _ = scheduler.schedule(()) { _ in
          onMainQueue.withLock { $0.append(MainQueue.isCurrent && Thread.isMainThread) }
          done.fulfill()
          return Disposables.create()
        }
      }
    }
    wait(for: [done], timeout: 10)
    XCTAssertEqual(onMainQueue.value, [true, true])
  }

  func test_schedule_fromInsideItsOwnAction_isQueuedOnTheMainQueue() throws {
    let scheduler = MainScheduler()
    let log = Locked<[String]>([])
    let source = Observable<[String]>.create { observer in
      scheduler.schedule(()) { _ in
        _ = scheduler.schedule(()) { _ in
          log.withLock { $0.append("inner") }
          observer.onNext(log.value)
          observer.onCompleted()
          return Disposables.create()
        }
        log.withLock { $0.append("outer end") }
        return Disposables.create()
      }
    }
    // toBlocking on the main thread runs the main run loop, which runs the queued action.
    XCTAssertEqual(try source.toBlocking(timeout: 10).first(), ["outer end", "inner"])
  }

  func test_schedule_fromInsideAnotherInstancesAction_runsAtOnce() {
    let first = MainScheduler()
    let second = MainScheduler()
    let log = Locked<[String]>([])
    _ = first.schedule(()) { _ in
      _ = second.schedule(()) { _ in
        log.withLock { $0.append("second") }
        return Disposables.create()
      }
      log.withLock { $0.append("first end") }
      return Disposables.create()
    }
    XCTAssertEqual(log.value, ["second", "first end"])
  }

  func test_asyncInstance_alwaysQueues() throws {
    let log = Locked<[String]>([])
    let source = Observable<[String]>.create { observer in
      let work = MainScheduler.asyncInstance.schedule(()) { _ in
        log.withLock { $0.append("queued") }
        observer.onNext(log.value)
        observer.onCompleted()
        return Disposables.create()
      }
      log.withLock { $0.append("scheduled") }
      return work
    }
    XCTAssertEqual(try source.toBlocking(timeout: 10).first(), ["scheduled", "queued"])
  }

  func test_observeOnMain_fromABackgroundQueue_arrivesOnTheMainThread() throws {
    let queue = DispatchQueue(label: "main.test")
    let onMain = try Observable.of(1, 2)
      .subscribe(on: SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "main.test.inner"))
      .observe(on: MainScheduler.instance)
      .map { _ in Thread.isMainThread }
      .toBlocking(timeout: 10).toArray()
    queue.sync {}
    XCTAssertEqual(onMain, [true, true])
  }

  func test_withScheduler_instanceRunsTimedWorkOnTheTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = MainScheduler.withScheduler(scheduler) {
      scheduler.start { Observable<Int>.timer(.seconds(50), scheduler: MainScheduler.instance) }
    }
    XCTAssertEqual(observer.events, [.next(250, 0), .completed(250)])
  }

  func test_withScheduler_valueReadInsideKeepsForwardingAfterTheScope() {
    let scheduler = TestScheduler(initialClock: 0)
    let main = MainScheduler.withScheduler(scheduler) { MainScheduler.instance }
    XCTAssertFalse(MainScheduler.instance === main)
    let observer = scheduler.start { Observable.of(1, 2).observe(on: main) }
    // The main scheduler is serial, so observe(on:) hands it every event as it comes: all three
    // are scheduled at 200 and, with the processing delay, run at 201 in order.
    XCTAssertEqual(observer.events, [.next(201, 1), .next(201, 2), .completed(201)])
  }

  func test_withScheduler_scopesOnDifferentThreads_doNotSeeEachOther() {
    let clocks = Locked<[Int: Date]>([:])
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let scheduler = TestScheduler(initialClock: index * 1000)
      MainScheduler.withScheduler(scheduler) {
        for _ in 0..<100 {
          let now = MainScheduler.instance.now
          clocks.withLock { $0[index] = now }
          XCTAssertEqual(now, scheduler.now)
        }
      }
    }
    XCTAssertEqual(clocks.value.count, 4)
  }

  func test_withScheduler_async_bindsForTheTask() async {
    let scheduler = TestScheduler(initialClock: 500)
    let now = await MainScheduler.withScheduler(scheduler) { () async -> Date in
      await Task.yield()
      return MainScheduler.instance.now
    }
    XCTAssertEqual(now, scheduler.now)
  }
}
