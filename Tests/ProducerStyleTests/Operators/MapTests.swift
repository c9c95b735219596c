import Dispatch
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class MapTests: ProducerStyleTestCase {
  private struct Item: Sendable { let name: String }

  func test_map_producer_transformsEachValue() {
    let recorder = EventRecorder(SignalProducer<Int, TestError>(values: 1, 2).map { $0 * 10 })
    XCTAssertEqual(recorder.events, [.value(10), .value(20), .completed])
  }

  func test_map_signal_transformsEachValue_andPassesFailureOn() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.map { "\($0)" })
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value("1"), .failed(.boom)])
  }

  func test_mapKeyPath_andConstant() {
    let items = SignalProducer<Item, Never>(values: Item(name: "a"), Item(name: "b"))
    XCTAssertEqual(EventRecorder(items.map(\.name)).events, [.value("a"), .value("b"), .completed])
    XCTAssertEqual(EventRecorder(items.map(value: 0)).events, [.value(0), .value(0), .completed])
  }

  // Why operator closures are `@Sendable`: the producer keeps them, and any thread may start it.
  func test_map_producerStartedFromManyThreadsAtOnce_runsItsTransformInEachStart() {
    let calls = Locked(0)
    let doubled = SignalProducer<Int, Never>(values: 1, 2, 3).map { value -> Int in
      calls.withLock { $0 += 1 }
      return value * 2
    }
    let sums = Locked<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      var sum = 0
      doubled.startWithValues { sum += $0 }
      sums.withLock { $0.append(sum) }
    }
    XCTAssertEqual(sums.value, Array(repeating: 12, count: 8))
    XCTAssertEqual(calls.value, 24)
  }
}
