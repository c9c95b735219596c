import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class PromoteValueTests: ProducerStyleTestCase {
  func test_promoteValue_keepsTheTerminalEvent() {
    let producer = SignalProducer<Never, TestError>(error: .boom).promoteValue(Int.self)
    XCTAssertEqual(EventRecorder(producer).events, [.failed(.boom)])
    let chained = SignalProducer<Never, Never>.empty.promoteValue(Int.self).concat(SignalProducer(value: 1))
    XCTAssertEqual(EventRecorder(chained).events, [.value(1), .completed])
  }

  func test_promoteValue_signal() {
    let (signal, input) = Signal<Never, Never>.pipe()
    let recorder = EventRecorder<String, Never>(signal.promoteValue())
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.completed])
  }
}
