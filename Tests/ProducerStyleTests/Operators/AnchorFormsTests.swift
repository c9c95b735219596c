import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// The forms ReactiveSwift declares over any `SignalProducerConvertible`, its identity
/// promotions and its unserialized factories, called as code written for it calls them.
final class AnchorFormsTests: ProducerStyleTestCase {
  func test_mergeOfConvertibles_mergesASignalAPropertyAndAProducer() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let property = MutableProperty(10)
    let merged = EventRecorder(SignalProducer.merge(signal, property, SignalProducer<Int, Never>(value: 20)))
    input.send(value: 1)
    property.value = 11
    XCTAssertEqual(merged.values, [10, 20, 1, 11])
  }

  func test_mergeOfTwoProducers_stillTakesImplicitMembers() {
    let merged = SignalProducer<Int, Never>.merge(.init(value: 1), .init(value: 2))
    XCTAssertEqual(EventRecorder(merged).events, [.value(1), .value(2), .completed])
  }

  func test_combineLatestAndZipOfConvertibles() {
    let name = MutableProperty("a")
    let (ages, age) = Signal<Int, Never>.pipe()
    let combined = EventRecorder(SignalProducer.combineLatest(name, ages))
    let zipped = EventRecorder(SignalProducer.zip(name, ages, Result<Bool, Never>.success(true)))
    age.send(value: 1)
    name.value = "b"
    age.send(value: 2)
    XCTAssertEqual(combined.values.map { "\($0)\($1)" }, ["a1", "b1", "b2"])
    XCTAssertEqual(zipped.values.map { "\($0)\($1)\($2)" }, ["a1true"])
  }

  func test_combineLatestAndZipOfACollectionOfSignals() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    let combined = EventRecorder(SignalProducer.combineLatest([a, b]))
    let zipped = EventRecorder(SignalProducer.zip([a, b]))
    aInput.send(value: 1)
    bInput.send(value: 2)
    aInput.send(value: 3)
    XCTAssertEqual(combined.values, [[1, 2], [3, 2]])
    XCTAssertEqual(zipped.values, [[1, 2]])
    let empty = EventRecorder(SignalProducer.combineLatest([Signal<Int, Never>](), emptySentinel: []))
    XCTAssertEqual(empty.events, [.value([]), .completed])
  }

  func test_thenWithConvertibles() {
    let done = SignalProducer<Int, TestError>(values: 1, 2)
    let status = MutableProperty("saved")
    XCTAssertEqual(EventRecorder(done.then(status).take(first: 1)).events, [.value("saved"), .completed])
    XCTAssertEqual(EventRecorder(done.then(Result<Int, TestError>.success(9))).events, [.value(9), .completed])
    let animation = SignalProducer<Void, Never>(value: ())
    XCTAssertEqual(
      EventRecorder(animation.then(Result<Int, TestError>.failure(.boom))).events, [.failed(.boom)])
  }

  func test_identityPromotions_returnTheSameStream() {
    let producer = SignalProducer<Int, Never>(value: 1)
    let sameError: SignalProducer<Int, Never> = producer.promoteError(Never.self)
    XCTAssertEqual(EventRecorder(sameError).events, [.value(1), .completed])
    let nothing = SignalProducer<Never, TestError>(error: .boom)
    let sameValue: SignalProducer<Never, TestError> = nothing.promoteValue(Never.self)
    XCTAssertEqual(EventRecorder(sameValue).events, [.failed(.boom)])
    let signal = Signal<Int, Never>.never
    XCTAssertTrue(signal.promoteError(Never.self) === signal)
  }

  func test_flatMapErrorWithAConvertible() {
    let failing = SignalProducer<Int, TestError>(error: .boom)
    XCTAssertEqual(
      EventRecorder(failing.flatMapError { _ in Result<Int, Never>.success(0) }).events, [.value(0), .completed])
  }

  func test_propertyInitialThenAnyConvertible() {
    let (values, input) = Signal<Int, Never>.pipe()
    let property = Property(initial: 0, then: values)
    input.send(value: 1)
    XCTAssertEqual(property.value, 1)
    let fromProperty = Property(initial: 0, then: MutableProperty(5))
    XCTAssertEqual(fromProperty.value, 5)
    let optional = Property<Int?>(initial: nil, then: SignalProducer<Int, Never>(value: 3))
    XCTAssertEqual(optional.value, 3)
    let (wrapped, wrappedInput) = Signal<Int, Never>.pipe()
    let optionalFromSignal = Property<Int?>(initial: nil, then: wrapped)
    XCTAssertNil(optionalFromSignal.value)
    wrappedInput.send(value: 4)
    XCTAssertEqual(optionalFromSignal.value, 4)
    XCTAssertEqual(Int?(reconstructing: 2), 2)
  }

  func test_unserializedFactories_behaveAsTheSerializedOnes() {
    let (signal, input) = Signal<Int, Never>.unserializedPipe()
    let recorder = EventRecorder(signal)
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .completed])
    let (reentrant, reentrantInput) = Signal<Int, Never>.reentrantUnserializedPipe()
    let echoes = EventRecorder(reentrant)
    reentrant.take(first: 1).observeValues { reentrantInput.send(value: $0 + 1) }
    reentrantInput.send(value: 1)
    XCTAssertEqual(echoes.values, [1, 2])
    let generated = Signal<Int, Never>.unserialized { observer, _ in observer.sendCompleted() }
    XCTAssertEqual(EventRecorder(generated).events, [.interrupted])
    let producer = SignalProducer<Int, Never>.unserialized { observer, _ in
      observer.send(value: 1)
      observer.sendCompleted()
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .completed])
  }
}
