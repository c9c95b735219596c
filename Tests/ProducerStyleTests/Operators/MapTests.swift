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
}
