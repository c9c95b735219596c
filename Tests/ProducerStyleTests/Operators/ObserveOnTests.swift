import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ObserveOnTests: ProducerStyleTestCase {
  func test_observeOn_deliversAtTheNextAdvance_inOrder() {
    let scheduler = TestScheduler()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.observe(on: scheduler), clock: scheduler)
    input.send(value: 1)
    input.send(value: 2)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 0), .failed(.boom, at: 0)])
  }

  func test_observeOn_producer_disposedBeforeDelivery_dropsTheScheduledEvents() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2).observe(on: scheduler))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_observeOn_queue_deliversOnTheQueue() {
    let scheduler = QueueScheduler(name: "ObserveOnTests")
    let done = expectation(description: "completed")
    let onQueue = Locked<[Bool]>([])
    SignalProducer<Int, Never>(values: 1, 2).observe(on: scheduler).start { event in
      onQueue.withLock { $0.append(!Thread.isMainThread) }
      if event.isTerminating { done.fulfill() }
    }
    wait(for: [done], timeout: 10)
    // The delivery that fulfilled the expectation finishes its bookkeeping on the queue.
    scheduler.queue.sync {}
    XCTAssertEqual(onQueue.value, [true, true, true])
  }

  func test_observeOn_queue_valuesFromManyThreads_allArriveOnce_inEachSendersOrder() {
    let scheduler = QueueScheduler(name: "ObserveOnTests.stress")
    let (signal, input) = Signal<(sender: Int, index: Int), Never>.pipe()
    let received = Locked<[[Int]]>(Array(repeating: [], count: 4))
    let done = expectation(description: "completed")
    signal.observe(on: scheduler).observe { event in
      switch event {
      case .value(let value): received.withLock { $0[value.sender].append(value.index) }
      case .completed: done.fulfill()
      default: XCTFail("unexpected \(event)")
      }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { sender in
      for index in 0..<250 { input.send(value: (sender, index)) }
    }
    input.sendCompleted()
    wait(for: [done], timeout: 10)
    scheduler.queue.sync {}
    XCTAssertEqual(received.value, Array(repeating: Array(0..<250), count: 4))
  }
}
