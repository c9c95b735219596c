import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class CombinePreviousTests: ProducerStyleTestCase {
  func test_combinePrevious_pairsTheFirstValueWithTheInitial() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2, 3).combinePrevious(0).map { [$0, $1] }
    XCTAssertEqual(EventRecorder(producer).events, [.value([0, 1]), .value([1, 2]), .value([2, 3]), .completed])
  }

  func test_combinePrevious_withoutInitial_startsAtTheSecondValue() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2, 3).combinePrevious().map { [$0, $1] }
    XCTAssertEqual(EventRecorder(producer).events, [.value([1, 2]), .value([2, 3]), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>(value: 1).combinePrevious().map { [$0, $1] }).events, [.completed])
  }

  func test_combinePrevious_signal_passesFailureOn() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.combinePrevious(9).map { [$0, $1] })
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value([9, 1]), .failed(.boom)])
  }
}
