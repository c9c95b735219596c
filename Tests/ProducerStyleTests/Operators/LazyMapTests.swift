import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class LazyMapTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    scheduler.run()
    super.tearDown()
  }

  func test_lazyMap_transformsOnlyTheNewestValueWhenTheSchedulerRuns() {
    let calls = Locked<[Int]>([])
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.lazyMap(on: scheduler) { value in
        calls.withLock { $0.append(value) }
        return value * 10
      }, clock: scheduler)
    input.send(value: 1)
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [])
    scheduler.advance(by: .seconds(1))
    input.send(value: 3)
    input.sendCompleted()
    scheduler.advance(by: .seconds(1))
    XCTAssertEqual(recorder.recorded, [.value(20, at: 0), .value(30, at: 1), .completed(at: 1)])
    XCTAssertEqual(calls.withLock { $0 }, [2, 3])
  }

  func test_lazyMap_interruptionDropsThePendingValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.lazyMap(on: scheduler) { $0 + 1 }, clock: scheduler)
    input.send(value: 1)
    input.sendInterrupted()
    scheduler.advance()
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_lazyMap_producer_failureFollowsThePendingValue() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2)
      .concat(SignalProducer(error: .boom))
      .lazyMap(on: scheduler) { $0 * 2 }
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.advance()
    XCTAssertEqual(recorder.events, [.value(4), .failed(.boom)])
  }
}
