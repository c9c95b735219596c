import ProducerStyle
import ProducerStyleTest
import XCTest

final class PropertyTests: ProducerStyleTestCase {
  func test_constant_holdsItsValue_andItsProducerCompletes() {
    let property = Property(value: 3)
    XCTAssertEqual(property.value, 3)
    XCTAssertEqual(EventRecorder(property.producer).events, [.value(3), .completed])
  }

  func test_capturing_followsTheSource_andKeepsItAlive() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    let property = Property(capturing: source!)
    let recorder = EventRecorder(property.producer)
    weak let weakSource = source
    source = nil
    XCTAssertNotNil(weakSource, "the read-only view keeps its source alive")
    weakSource?.value = 2
    XCTAssertEqual(property.value, 2)
    XCTAssertEqual(recorder.events, [.value(1), .value(2)])
  }

  func test_initialThen_holdsTheInitialUntilTheProducerSends() {
    let (signal, input) = Signal<String, Never>.pipe()
    let property = Property(initial: "loading", then: signal)
    let recorder = EventRecorder(property.producer)
    input.send(value: "loaded")
    input.sendCompleted()
    XCTAssertEqual(property.value, "loaded")
    XCTAssertEqual(recorder.events, [.value("loading"), .value("loaded"), .completed])
  }

  func test_map_computesFromTheSource() {
    let count = MutableProperty(1)
    let label = count.map { "\($0) taps" }
    let recorder = EventRecorder(label.producer)
    count.value = 2
    XCTAssertEqual(label.value, "2 taps")
    XCTAssertEqual(recorder.values, ["1 taps", "2 taps"])
  }

  func test_combineLatest_pairsTheLatestValues() {
    let name = MutableProperty("")
    let age = MutableProperty(0)
    let both = name.combineLatest(with: age)
    let recorder = EventRecorder(both.producer.map { "\($0.0)/\($0.1)" })
    name.value = "a"
    age.value = 3
    XCTAssertEqual(both.value.0, "a")
    XCTAssertEqual(both.value.1, 3)
    XCTAssertEqual(recorder.values, ["/0", "a/0", "a/3"])
  }
}
