import ProducerStyle
import ProducerStyleTest
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

  func test_filter_keepsMatchingValues() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3, 4).filter { $0.isMultiple(of: 2) })
    XCTAssertEqual(recorder.events, [.value(2), .value(4), .completed])
  }

  func test_compactMap_dropsNil() {
    let recorder = EventRecorder(SignalProducer<String, Never>(values: "1", "x", "2").compactMap { Int($0) })
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
  }

  func test_reduce_sendsTheTotalOnCompletion_orTheSeedWhenEmpty() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3).reduce(0, +)).events, [.value(6), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.reduce(5, +)).events, [.value(5), .completed])
    let into = SignalProducer<Int, Never>(values: 1, 2).reduce(into: [Int]()) { $0.append($1) }
    XCTAssertEqual(EventRecorder(into).events, [.value([1, 2]), .completed])
  }

  func test_reduce_failureSendsNoTotal() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.reduce(0, +))
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.failed(.boom)])
  }

  func test_scan_sendsEachAccumulation() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3).scan(0, +)).events,
      [.value(1), .value(3), .value(6), .completed])
    let into = SignalProducer<Int, Never>(values: 1, 2).scan(into: "") { $0 += "\($1)" }
    XCTAssertEqual(EventRecorder(into).events, [.value("1"), .value("12"), .completed])
  }

  func test_scan_eachStartHasItsOwnAccumulation() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).scan(0, +)
    XCTAssertEqual(EventRecorder(producer).values, [1, 3])
    XCTAssertEqual(EventRecorder(producer).values, [1, 3])
  }

  func test_collect_allAndByCount() {
    let values = SignalProducer<Int, Never>(values: 1, 2, 3)
    XCTAssertEqual(EventRecorder(values.collect()).events, [.value([1, 2, 3]), .completed])
    XCTAssertEqual(EventRecorder(values.collect(count: 2)).events, [.value([1, 2]), .value([3]), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.collect()).events, [.value([]), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.collect(count: 2)).events, [.value([]), .completed])
  }

  func test_skipRepeats_plainAndByComparer() {
    let values = SignalProducer<Int, Never>(values: 1, 1, 2, 2, 1)
    XCTAssertEqual(EventRecorder(values.skipRepeats()).values, [1, 2, 1])
    XCTAssertEqual(EventRecorder(values.skipRepeats { $0 % 2 == $1 % 2 }).values, [1, 2, 1])
    XCTAssertEqual(EventRecorder(values.skipRepeats { _, _ in true }).values, [1])
  }

  func test_uniqueValues_dropsAnythingSeenBefore() {
    let values = SignalProducer<Int, Never>(values: 1, 2, 1, 3, 2)
    XCTAssertEqual(EventRecorder(values.uniqueValues()).events, [.value(1), .value(2), .value(3), .completed])
    XCTAssertEqual(EventRecorder(values.uniqueValues { $0 % 2 }).values, [1, 2])
  }
}
