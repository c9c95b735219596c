import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

/// Composed properties keep the latest value, not their sources; their signal and producer end
/// with the ultimate source.
final class PropertyCompositionTests: ProducerStyleTestCase {
  func test_view_doesNotRetainItsSource_andKeepsTheLastValue() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let view = Property(source!)
    source!.value = 2
    XCTAssertEqual(view.value, 2)
    source = nil
    XCTAssertNil(weakSource)
    XCTAssertEqual(view.value, 2)
    let recorder = EventRecorder(view.producer)
    XCTAssertEqual(recorder.events, [.value(2), .completed])
  }

  func test_viewOfAConstant_producerCompletes_signalInterrupts() {
    let view = Property(Property(value: "a"))
    XCTAssertEqual(EventRecorder(view.producer).events, [.value("a"), .completed])
    XCTAssertEqual(EventRecorder(view.signal).events, [.interrupted])
  }

  func test_map_doesNotRetainItsSource() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let mapped = source!.map { $0 + 2 }
    source = nil
    XCTAssertNil(weakSource)
    XCTAssertEqual(mapped.value, 3)
  }

  func test_mapChain_capturesNoIntermediateProperty() {
    weak var weakSource: MutableProperty<Int>?
    weak var weakFirst: Property<Int>?
    weak var weakSecond: Property<Int>?
    var last: Property<Int>?
    do {
      let source = MutableProperty(1)
      weakSource = source
      let first = source.map { $0 + 1 }
      weakFirst = first
      let second = first.map { $0 + 1 }
      weakSecond = second
      last = second.map { $0 + 1 }
    }
    XCTAssertEqual(last?.value, 4)
    XCTAssertNil(weakSource)
    XCTAssertNil(weakFirst)
    XCTAssertNil(weakSecond)
  }

  func test_mapChain_signalsAndProducersCompleteWithTheUltimateSource_notWithTheDerivedProperty() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    var first: Property<Int>? = source!.map { $0 + 1 }
    var second: Property<Int>? = first!.map { $0 + 2 }
    let third = second!.map { $0 + 3 }
    let recorders = [first!, second!, third].flatMap { [EventRecorder($0.signal), EventRecorder($0.producer)] }
    first = nil
    second = nil
    source!.value = 10
    XCTAssertEqual(third.value, 16)
    XCTAssertEqual(recorders.map(\.isTerminated), Array(repeating: false, count: 6))
    source = nil
    XCTAssertEqual(recorders.map(\.isCompleted), Array(repeating: true, count: 6))
    XCTAssertEqual(recorders[4].events, [.value(16), .completed])
    XCTAssertEqual(recorders[5].events, [.value(7), .value(16), .completed])
  }

  func test_map_latestValueIsReadableBeforeTheChangeIsSent() {
    let source = MutableProperty(1)
    let mapped = source.map { $0 + 1 }
    let seen = Locked<[Int]>([])
    mapped.producer.startWithValues { _ in seen.withLock { $0.append(mapped.value) } }
    source.value = 2
    source.value = 3
    XCTAssertEqual(seen.withLock { $0 }, [2, 3, 4])
  }

  func test_mapOfAConstant_holdsTheMappedValue() {
    XCTAssertEqual(Property(value: 1).map { $0 + 1 }.value, 2)
  }

  func test_combineLatest_doesNotRetainItsSources_andCompletesWhenBothAreGone() {
    var a: MutableProperty<Int>? = MutableProperty(1)
    var b: MutableProperty<String>? = MutableProperty("x")
    weak let weakA = a
    let combined = a!.combineLatest(with: b!)
    let recorder = EventRecorder(combined.producer.map { "\($0)\($1)" })
    a!.value = 2
    a = nil
    XCTAssertNil(weakA)
    b!.value = "y"
    XCTAssertFalse(recorder.isTerminated)
    b = nil
    XCTAssertEqual(recorder.events, [.value("1x"), .value("2x"), .value("2y"), .completed])
    XCTAssertEqual(combined.value.0, 2)
    XCTAssertEqual(combined.value.1, "y")
  }

  func test_initialThen_completesWhenTheSourceInterrupts() {
    let (signal, input) = Signal<String, Never>.pipe()
    let property = Property(initial: "a", then: SignalProducer(signal))
    let producer = EventRecorder(property.producer)
    let changes = EventRecorder(property.signal)
    input.send(value: "b")
    input.sendInterrupted()
    XCTAssertEqual(producer.events, [.value("a"), .value("b"), .completed])
    XCTAssertEqual(changes.events, [.value("b"), .completed])
    XCTAssertEqual(property.value, "b")
  }

  func test_initialThen_outlivedByItsSignal_whichCompletesWithTheSource() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var property: Property<Int>? = Property(initial: 1, then: signal)
    let propertySignal = property!.signal
    let changes = EventRecorder(propertySignal)
    let producer = EventRecorder(property!.producer)
    input.send(value: 2)
    XCTAssertEqual(property!.value, 2)
    property = nil
    input.send(value: 3)
    XCTAssertFalse(changes.isTerminated)
    input.sendCompleted()
    XCTAssertEqual(changes.events, [.value(2), .value(3), .completed])
    XCTAssertEqual(producer.events, [.value(1), .value(2), .value(3), .completed])
    XCTAssertEqual(EventRecorder(propertySignal).events, [.interrupted])
  }

  func test_initialThen_releasedAndUnobserved_stopsItsSource() {
    let disposed = Atomic<Bool>(false)
    var property: Property<Int>? = Property(
      initial: 0, then: SignalProducer<Int, Never>.never.on(disposed: { disposed.store(true, ordering: .relaxed) }))
    XCTAssertEqual(property?.value, 0)
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    property = nil
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }

  func test_capturing_retainsItsSource() {
    var source: MutableProperty<Int>? = MutableProperty(1)
    weak let weakSource = source
    let view = Property(capturing: source!)
    source = nil
    XCTAssertNotNil(weakSource)
    XCTAssertEqual(view.value, 1)
  }
}
