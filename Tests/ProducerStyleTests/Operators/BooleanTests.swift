import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class BooleanTests: ProducerStyleTestCase {
  func test_negate() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Bool, TestError>(values: true, false).negate()).events,
      [.value(false), .value(true), .completed])
    let (signal, input) = Signal<Bool, Never>.pipe()
    let recorder = EventRecorder(signal.negate())
    input.send(value: false)
    XCTAssertEqual(recorder.values, [true])
  }

  func test_andOr_signal_combineTheLatestValues() {
    let (a, aInput) = Signal<Bool, Never>.pipe()
    let (b, bInput) = Signal<Bool, Never>.pipe()
    let and = EventRecorder(a.and(b))
    let or = EventRecorder(a.or(b))
    aInput.send(value: true)
    bInput.send(value: false)
    bInput.send(value: true)
    aInput.send(value: false)
    XCTAssertEqual(and.values, [false, true, false])
    XCTAssertEqual(or.values, [true, true, true])
  }

  func test_allAny_signal() {
    let (a, aInput) = Signal<Bool, TestError>.pipe()
    let (b, bInput) = Signal<Bool, TestError>.pipe()
    let all = EventRecorder(Signal.all(a, b))
    let any = EventRecorder(Signal.any([a, b]))
    aInput.send(value: false)
    bInput.send(value: false)
    aInput.send(value: true)
    bInput.send(error: .boom)
    XCTAssertEqual(all.events, [.value(false), .value(false), .failed(.boom)])
    XCTAssertEqual(any.events, [.value(false), .value(true), .failed(.boom)])
  }

  func test_andOr_producer_acceptProperties() {
    let flag = MutableProperty(false)
    let producer = SignalProducer<Bool, Never>(value: true)
    XCTAssertEqual(EventRecorder(producer.and(flag)).values, [false])
    XCTAssertEqual(EventRecorder(producer.or(flag)).values, [true])
  }

  func test_allAny_producer_emptyGivesTheNeutralValue() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Bool, Never>.all([SignalProducer<Bool, Never>]())).events,
      [.value(true), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Bool, Never>.any([SignalProducer<Bool, Never>]())).events,
      [.value(false), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Bool, Never>.all(SignalProducer(value: true), SignalProducer(values: true, false)))
        .events, [.value(true), .value(false), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Bool, Never>.any(SignalProducer(value: false), SignalProducer(value: false))).events,
      [.value(false), .completed])
  }
}
