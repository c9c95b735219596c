import Dispatch
import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

final class ObserveOnTests: RxStyleTestCase {
  func test_observeOn_virtualTime_eachEventIsOneScheduledAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { source.asObservable().observe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .completed(231)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_observeOn_virtualTime_eventsAtTheSameTick_goOutOneAfterAnother() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .error(210, TestError())])
    let observer = scheduler.start { source.asObservable().observe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1), .next(212, 2), .error(213, TestError())])
  }

  func test_observeOn_virtualTime_disposalDropsQueuedEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(250, 2)])
    let observer = scheduler.start(disposed: 250) { source.asObservable().observe(on: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1)])
  }

  func test_observeOn_serialQueue_deliversInOrderOnTheQueue() throws {
    let (scheduler, queue) = makeSerialScheduler()
    let threads = Locked<[Bool]>([])
    let elements = try Observable.range(start: 0, count: 50)
      .observe(on: scheduler)
      .map { element -> Int in
        threads.withLock { $0.append(Thread.isMainThread) }
        return element
      }
      .toBlocking(timeout: 10).toArray()
    queue.sync {}  // lets the queue release the last delivery before the leak check
    XCTAssertEqual(elements, Array(0..<50))
    XCTAssertEqual(threads.value, Array(repeating: false, count: 50))
  }

  func test_observeOn_concurrentQueue_stillDeliversSeriallyAndInOrder() throws {
    let queue = DispatchQueue(label: "observeOn.concurrent", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let active = Locked((now: 0, most: 0))
    let elements = try Observable.range(start: 0, count: 200)
      .observe(on: scheduler)
      .map { element -> Int in
        active.withLock { state in
          state.now += 1
          state.most = max(state.most, state.now)
        }
        active.withLock { $0.now -= 1 }
        return element
      }
      .toBlocking(timeout: 10).toArray()
    queue.sync(flags: .barrier) {}
    XCTAssertEqual(elements, Array(0..<200))
    XCTAssertEqual(active.value.most, 1)
  }

  func test_observeOn_error_isDeliveredOnTheQueue() {
    let (scheduler, queue) = makeSerialScheduler()
    let result = Observable<Int>.error(TestError()).observe(on: scheduler).toBlocking(timeout: 10).materialize()
    queue.sync {}
    guard case .failed(let elements, let error) = result else { return XCTFail("expected a failure, got \(result)") }
    XCTAssertEqual(elements, [])
    XCTAssertEqual(error as? TestError, TestError())
  }

  private func makeSerialScheduler() -> (SerialDispatchQueueScheduler, DispatchQueue) {
    let queue = DispatchQueue(label: "observeOn.serial")
    return (SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "observeOn.serial.inner"), queue)
  }
}
