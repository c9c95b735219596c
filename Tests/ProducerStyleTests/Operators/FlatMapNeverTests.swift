import ProducerStyle
import ProducerStyleTest
import XCTest

final class FlatMapNeverTests: ProducerStyleTestCase {
  func test_flatMapLatest_neverFailingOnBothSides_compilesAndSwitches() {
    let (outer, outerInput) = Signal<Int, Never>.pipe()
    let (first, firstInput) = Signal<String, Never>.pipe()
    let (second, secondInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(outer.flatMap(.latest) { $0 == 1 ? first : second })
    outerInput.send(value: 1)
    firstInput.send(value: "a")
    outerInput.send(value: 2)
    firstInput.send(value: "ignored")
    secondInput.send(value: "b")
    XCTAssertEqual(recorder.values, ["a", "b"])
  }

  func test_flatMapConcat_producer_neverFailingOnBothSides() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).flatMap(.concat) {
      SignalProducer<Int, Never>(values: $0, $0 * 10)
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(10), .value(2), .value(20), .completed])
  }
}
