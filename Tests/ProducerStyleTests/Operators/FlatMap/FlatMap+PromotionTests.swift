import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class FlatMapPromotionTests: ProducerStyleTestCase {
  func test_flatten_outerNeverFailing_innerFailing_takesTheInnerError() {
    let inners: [SignalProducer<Int, TestError>] = [SignalProducer(value: 1), SignalProducer(error: .boom)]
    let flattened = SignalProducer<SignalProducer<Int, TestError>, Never>(inners).flatten(.concat)
    XCTAssertEqual(EventRecorder(flattened).events, [.value(1), .failed(.boom)])
  }

  func test_flatten_innerNeverFailing_keepsTheOuterError() {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, TestError>.pipe()
    let recorder = EventRecorder(outer.flatten(.merge))
    outerInput.send(value: SignalProducer(values: 1, 2))
    outerInput.send(error: .other)
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .failed(.other)])
  }

  func test_flatten_neitherFails() {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let recorder = EventRecorder(outer.flatten(.latest))
    outerInput.send(value: SignalProducer(value: 3))
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(3), .completed])
    let producer = SignalProducer<SignalProducer<Int, Never>, Never>(value: SignalProducer(value: 4)).flatten(.merge)
    XCTAssertEqual(EventRecorder(producer).events, [.value(4), .completed])
  }

  func test_flatMap_fromNeverFailing_takesTheInnerError() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).flatMap(.concat) { value in
      value == 2 ? SignalProducer<Int, TestError>(error: .boom) : SignalProducer(value: value * 10)
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(10), .failed(.boom)])
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.flatMap(.latest) { _ in SignalProducer<String, TestError>(error: .other) })
    input.send(value: 1)
    XCTAssertEqual(recorder.events, [.failed(.other)])
  }

  func test_throttleStrategy_dropsInnerStreamsWhileOneRuns() {
    let (outer, outerInput) = Signal<Signal<Int, TestError>, TestError>.pipe()
    let (first, firstInput) = Signal<Int, TestError>.pipe()
    let (second, secondInput) = Signal<Int, TestError>.pipe()
    let (third, thirdInput) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(outer.flatten(.throttle))
    outerInput.send(value: first)
    outerInput.send(value: second)
    firstInput.send(value: 1)
    secondInput.send(value: 2)
    firstInput.sendCompleted()
    outerInput.send(value: third)
    thirdInput.send(value: 3)
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(3)])
    thirdInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(3), .completed])
    secondInput.sendCompleted()
  }

  func test_throttleStrategy_innerInterruptionInterrupts() {
    let (inner, innerInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer<Signal<Int, Never>, Never>(value: inner).flatten(.throttle))
    innerInput.sendInterrupted()
    XCTAssertEqual(recorder.events, [.interrupted])
  }
}
