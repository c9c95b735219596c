import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class FlatMapSequenceTests: ProducerStyleTestCase {
  func test_flatten_sequences() {
    let producer = SignalProducer<[Int], TestError>(values: [1, 2], [], [3]).flatten()
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(2), .value(3), .completed])
  }

  func test_flatten_sequences_signal() {
    let (signal, input) = Signal<Set<Int>, TestError>.pipe()
    let recorder = EventRecorder(signal.flatten())
    input.send(value: [4])
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(4), .failed(.boom)])
  }
}
