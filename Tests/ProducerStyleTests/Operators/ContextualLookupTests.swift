import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// Closures and arguments that spell the inner producer as `.init(…)` or `.empty`, as code
/// written for ReactiveSwift does: each must resolve to `SignalProducer`.
final class ContextualLookupTests: ProducerStyleTestCase {
  func test_flatMap_contextualInit_onSignals() {
    let (failing, failingInput) = Signal<Int, TestError>.pipe()
    let (never, neverInput) = Signal<Int, Never>.pipe()
    let a = EventRecorder(failing.flatMap(.latest) { _ in .init(value: 0) })
    let b = EventRecorder(never.flatMap(.latest) { _ in .init(value: 0) })
    let c = EventRecorder(failing.flatMap(.latest) { _ in .init(result: Result<Int, TestError>.failure(.boom)) })
    let d = EventRecorder(never.flatMap(.latest) { _ in .init(result: Result<Int, TestError>.failure(.boom)) })
    failingInput.send(value: 1)
    neverInput.send(value: 1)
    XCTAssertEqual(a.values, [0])
    XCTAssertEqual(b.values, [0])
    XCTAssertEqual(c.events, [.failed(.boom)])
    XCTAssertEqual(d.events, [.failed(.boom)])
  }

  func test_flatMap_contextualInit_onProducers() {
    let failing = SignalProducer<Int, TestError>(value: 1)
    let never = SignalProducer<Int, Never>(value: 1)
    XCTAssertEqual(EventRecorder(failing.flatMap(.latest) { .init(value: $0 + 1) }).values, [2])
    XCTAssertEqual(EventRecorder(never.flatMap(.latest) { .init(value: $0 + 1) }).values, [2])
    XCTAssertEqual(
      EventRecorder(never.flatMap(.latest) { _ in .init(result: Result<Int, TestError>.failure(.boom)) }).events,
      [.failed(.boom)])
  }

  func test_then_contextualInitAndEmpty() {
    let failing = SignalProducer<Int, TestError>(value: 1)
    let never = SignalProducer<Int, Never>(value: 1)
    XCTAssertEqual(EventRecorder(failing.then(.init(value: "a"))).values, ["a"])
    XCTAssertEqual(EventRecorder(never.then(.init(value: "b"))).values, ["b"])
    XCTAssertEqual(EventRecorder(failing.then(.empty)).events.count, 1)
    XCTAssertEqual(EventRecorder(never.then(.empty)).events.count, 1)
    XCTAssertEqual(EventRecorder(failing.then(.init(result: Result<String, TestError>.success("c")))).values, ["c"])
    XCTAssertEqual(EventRecorder(never.then(.init(result: Result<String, TestError>.success("d")))).values, ["d"])
  }

  func test_initFromAConvertible_result() {
    XCTAssertEqual(EventRecorder(SignalProducer(Result<Int, TestError>.success(3))).events, [.value(3), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer(Result<Int, TestError>.failure(.boom))).events, [.failed(.boom)])
  }

  func test_andOr_contextualInit() {
    XCTAssertEqual(EventRecorder(SignalProducer<Bool, Never>(value: true).and(.init(value: false))).values, [false])
    XCTAssertEqual(EventRecorder(SignalProducer<Bool, Never>(value: false).or(.init(value: true))).values, [true])
    let and: (SignalProducer<Bool, Never>) -> SignalProducer<Bool, Never> = SignalProducer<Bool, Never>.and(
      .init(value: true))
    XCTAssertEqual(EventRecorder(and(.init(value: true))).values, [true])
  }

  func test_flatMapError_contextualInit_cannotFail() {
    let failing = SignalProducer<Int, TestError>(error: .boom)
    let recovered = failing.flatMapError { _ in .init(value: 0) }
    XCTAssertTrue(type(of: recovered) == SignalProducer<Int, Never>.self)
    XCTAssertEqual(EventRecorder(recovered).events, [.value(0), .completed])

    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.flatMapError { _ in .init(value: -1) })
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(-1), .completed])
  }

  func test_flatMapError_contextualInit_keepsANamedErrorType() {
    let failing = SignalProducer<Int, TestError>(error: .boom)
    let retried: SignalProducer<Int, TestError> = failing.flatMapError { _ in .init(value: 7) }
    XCTAssertEqual(EventRecorder(retried).events, [.value(7), .completed])
    XCTAssertEqual(EventRecorder(failing.flatMapError { _ in .init(error: TestError.other) }).events, [.failed(.other)])
  }

  func test_valueInits_withoutContext_cannotFail() {
    XCTAssertTrue(type(of: SignalProducer(value: 1)) == SignalProducer<Int, Never>.self)
    XCTAssertTrue(type(of: SignalProducer([1, 2])) == SignalProducer<Int, Never>.self)
    XCTAssertTrue(type(of: SignalProducer(values: 1, 2, 3)) == SignalProducer<Int, Never>.self)
    XCTAssertEqual(
      EventRecorder(SignalProducer(values: 1, 2, 3)).events, [.value(1), .value(2), .value(3), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, TestError>(values: 1, 2)).values, [1, 2])
  }

  func test_skipUntil_takeUntilReplacement_mergeWith_contextualInit() {
    let values = SignalProducer<Int, Never>(values: 1, 2)
    XCTAssertEqual(EventRecorder(values.skip(until: .init(value: ()))).values, [1, 2])
    XCTAssertEqual(EventRecorder(values.skip(until: .empty)).values, [1, 2])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>.never.take(untilReplacement: .init(value: 0))).events,
      [.value(0), .completed])
    XCTAssertEqual(
      EventRecorder(values.merge(with: .init(value: 3))).events, [.value(1), .value(2), .value(3), .completed])
    XCTAssertEqual(EventRecorder(values.merge(with: .empty)).values, [1, 2])
  }
}
