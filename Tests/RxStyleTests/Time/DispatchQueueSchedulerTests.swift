import Dispatch
import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

final class DispatchQueueSchedulerTests: RxStyleTestCase {
  func test_serialScheduler_runsActionsInOrderOneAtATime() throws {
    let queue = DispatchQueue(label: "serial.test", attributes: .concurrent)
    let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "serial.test.inner")
    let order = try Observable<Int>.create { observer in
      let work = (0..<20).map { index in
        scheduler.schedule(index) { index in
          observer.onNext(index)
          if index == 19 { observer.onCompleted() }
          return Disposables.create()
        }
      }
      return Disposables.create(work)
    }.toBlocking(timeout: 10).toArray()
    queue.sync(flags: .barrier) {}
    XCTAssertEqual(order, Array(0..<20))
  }

  func test_scheduleRelative_disposedBeforeItFires_neverRuns() throws {
    let queue = DispatchQueue(label: "relative.test")
    let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "relative.test.inner")
    let ran = Locked(false)
    // Holding the target queue keeps the action from starting before the dispose below, however
    // long this thread is descheduled after scheduling it.
    let gate = DispatchSemaphore(value: 0)
    queue.async { gate.wait() }
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      ran.withLock { $0 = true }
      return Disposables.create()
    }
    cancelled.dispose()
    gate.signal()
    let later = try Observable<Int>.timer(.milliseconds(20), scheduler: scheduler).toBlocking(timeout: 10).first()
    queue.sync {}
    XCTAssertEqual(later, 0)
    XCTAssertFalse(ran.value)
  }

  func test_schedulePeriodic_threadsStateUntilDisposed() throws {
    let queue = DispatchQueue(label: "periodic.test", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let states = try Observable<Int>.create { observer in
      scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
        observer.onNext(state)
        if state == 20 { observer.onCompleted() }  // disposes the periodic work
        return state + 10
      }
    }.toBlocking(timeout: 10).toArray()
    queue.sync(flags: .barrier) {}
    XCTAssertEqual(states, [0, 10, 20])
  }

  func test_operationQueueScheduler_runsTheAction() throws {
    let operations = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: operations, queuePriority: .high)
    let value = try Observable.just(7).observe(on: scheduler).toBlocking(timeout: 10).first()
    operations.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(value, 7)
  }
}
