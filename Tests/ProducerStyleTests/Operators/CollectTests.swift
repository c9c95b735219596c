import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class CollectTests: ProducerStyleTestCase {
  func test_collect_allAndByCount() {
    let values = SignalProducer<Int, Never>(values: 1, 2, 3)
    XCTAssertEqual(EventRecorder(values.collect()).events, [.value([1, 2, 3]), .completed])
    XCTAssertEqual(EventRecorder(values.collect(count: 2)).events, [.value([1, 2]), .value([3]), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty.collect()).events, [.value([]), .completed])
  }

  func test_collectCount_sendsAnEmptyArrayWhenNothingCame() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>.empty.collect(count: 2)).events, [.value([]), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 1, 2).collect(count: 2)).events, [.value([1, 2]), .completed])
  }

  func test_collectPredicate_includesTheNewestValue() {
    let producer = SignalProducer<Int, TestError>(values: 4, 7, 1, 2).collect { $0.reduce(0, +) >= 10 }
    XCTAssertEqual(EventRecorder(producer).events, [.value([4, 7]), .value([1, 2]), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>.empty.collect { _ in true }).events, [.value([]), .completed])
  }

  func test_collectPredicateWithLatest_keepsTheNewestValueForTheNextArray() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2, 0, 3, 0).collect { _, latest in latest == 0 }
    XCTAssertEqual(EventRecorder(producer).events, [.value([1, 2]), .value([0, 3]), .value([0]), .completed])
    let first = SignalProducer<Int, TestError>(values: 0, 1).collect { _, latest in latest == 0 }
    XCTAssertEqual(EventRecorder(first).events, [.value([]), .value([0, 1]), .completed])
  }

  func test_collectPredicate_signal_failureDropsTheCollected() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect { $0.count == 3 })
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.failed(.boom)])
  }
}
