import ProducerStyle
import ProducerStyleTest
import XCTest

final class PropertyOperatorsTests: ProducerStyleTestCase {
  func test_mapValue_filter() {
    let source = MutableProperty(1)
    let constant = source.map(value: "x")
    let even = source.filter(initial: 0) { $0.isMultiple(of: 2) }
    XCTAssertEqual(constant.value, "x")
    XCTAssertEqual(even.value, 0)
    let recorder = EventRecorder(even.producer)
    source.value = 2
    source.value = 3
    source.value = 4
    XCTAssertEqual(recorder.values, [0, 2, 4])
  }

  func test_skipRepeats_uniqueValues() {
    let source = MutableProperty(1)
    let distinct = source.skipRepeats()
    let unique = source.uniqueValues()
    let distinctValues = EventRecorder(distinct.producer)
    let uniqueValues = EventRecorder(unique.producer)
    for value in [1, 2, 2, 1, 3] { source.value = value }
    XCTAssertEqual(distinctValues.values, [1, 2, 1, 3])
    XCTAssertEqual(uniqueValues.values, [1, 2, 3])
    XCTAssertEqual(distinct.value, 3)
  }

  func test_combinePrevious_zip() {
    let source = MutableProperty(1)
    let other = MutableProperty("a")
    let previous = source.combinePrevious(0)
    let zipped = source.zip(with: other)
    XCTAssertEqual([previous.value.0, previous.value.1], [0, 1])
    source.value = 2
    source.value = 3
    other.value = "b"
    XCTAssertEqual([previous.value.0, previous.value.1], [2, 3])
    XCTAssertEqual(zipped.value.0, 2)
    XCTAssertEqual(zipped.value.1, "b")
  }

  func test_flatten_followsTheCurrentInnerProperty() {
    let first = MutableProperty(1)
    let second = MutableProperty(10)
    let outer = MutableProperty(Property(capturing: first))
    let flattened = outer.flatten(.latest)
    let recorder = EventRecorder(flattened.producer)
    first.value = 2
    outer.value = Property(capturing: second)
    first.value = 3
    second.value = 11
    XCTAssertEqual(recorder.values, [1, 2, 10, 11])
    let mapped = outer.flatMap(.latest) { $0.map { $0 * 2 } }
    XCTAssertEqual(mapped.value, 22)
  }

  func test_combineLatest_sequences_andEmptySentinel() {
    let a = MutableProperty(1)
    let b = MutableProperty(2)
    let combined = Property<Int>.combineLatest([a, b])
    a.value = 5
    XCTAssertEqual(combined?.value, [5, 2])
    XCTAssertNil(Property<Int>.combineLatest([MutableProperty<Int>]()))
    XCTAssertEqual(Property<Int>.combineLatest([MutableProperty<Int>](), emptySentinel: [7]).value, [7])
    XCTAssertEqual(Property<Int>.zip([a, b])?.value, [5, 2])
    let triple = Property<Int>.combineLatest(a, b, MutableProperty("c"))
    XCTAssertEqual(triple.value.2, "c")
  }

  func test_derivedPropertyCompletesWhenItsSourceGoesAway() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    let derived = source!.skipRepeats()
    let recorder = EventRecorder(derived.signal)
    source!.value = 2
    source = nil
    XCTAssertEqual(recorder.events, [.value(2), .completed])
    XCTAssertEqual(derived.value, 2)
  }

  func test_propertyWrappers() {
    let model = WrapperModel()
    model.count += 1
    XCTAssertEqual(model.$count.value, 1)
    XCTAssertEqual(model.label, "1")
    XCTAssertEqual(model.$label.value, "1")
    XCTAssertEqual(model.$count.withValue { $0 + 1 }, 2)
  }
}

private final class WrapperModel {
  @MutableProperty var count = 0
  @Property var label: String

  init() {
    _label = Property(initial: "", then: _count.producer.map { "\($0)" })
  }
}
