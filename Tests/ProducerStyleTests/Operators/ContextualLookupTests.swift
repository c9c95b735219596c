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
}
