import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TakeUntilTests: ProducerStyleTestCase {
  func test_takeUntilPredicate_includesTheFailingValue_thenCompletes() {
    let producer = SignalProducer<Int, TestError>(values: 1, 3, 5, 7).take(until: { $0 < 3 })
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(3), .completed])
  }

  func test_takeUntilPredicate_signal() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.take(until: { $0 != 0 }))
    input.send(value: 1)
    input.send(value: 0)
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .value(0), .completed])
    let (other, otherInput) = Signal<Int, TestError>.pipe()
    let failing = EventRecorder(other.take(until: { _ in true }))
    otherInput.send(error: .boom)
    XCTAssertEqual(failing.events, [.failed(.boom)])
  }

  func test_takeUntilTrigger_completesAtTheTrigger() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let (trigger, triggerInput) = Signal<(), Never>.pipe()
    let recorder = EventRecorder(signal.take(until: trigger))
    input.send(value: 1)
    triggerInput.send(value: ())
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .completed])
  }
}
