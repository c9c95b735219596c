import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class FlatMapTests: ProducerStyleTestCase {
  private typealias Pipe = (output: Signal<Int, TestError>, input: Signal<Int, TestError>.Observer)

  func test_flatMapMerge_ofProducersThatCannotFail() {
    let producer = SignalProducer<Int, Never>(values: 1, 2, 3)
      .flatMap(.merge) { value in SignalProducer<Int, Never>(values: value, value * 10) }
    let recorder = EventRecorder(producer)
    XCTAssertEqual(recorder.events, [.value(1), .value(10), .value(2), .value(20), .value(3), .value(30), .completed])
  }

  func test_flatMapConcat_ofSignalsThatCannotFail() {
    let (outer, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(outer.flatMap(.concat) { SignalProducer<String, Never>(value: "\($0)") })
    input.send(value: 4)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value("4"), .completed])
  }

  func test_flatMapLatest_disposesThePreviousInner() {
    let outer: Pipe = Signal.pipe()
    let first: Pipe = Signal.pipe()
    let second: Pipe = Signal.pipe()
    let inners = [first.output, second.output]
    let recorder = EventRecorder(outer.output.producer.flatMap(.latest) { inners[$0] })
    outer.input.send(value: 0)
    first.input.send(value: 1)
    outer.input.send(value: 1)
    first.input.send(value: 99)
    second.input.send(value: 2)
    outer.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2)])
    second.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
  }

  func test_race_firstToSendWins() {
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    let recorder = EventRecorder(SignalProducer([a.output, b.output]).flatten(.race))
    b.input.send(value: 2)
    a.input.send(value: 1)
    b.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(2), .completed])
  }

  func test_innerFailure_failsTheResult() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2).flatMap(.merge) { value in
      value == 2 ? SignalProducer(error: .boom) : SignalProducer(value: value)
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .failed(.boom)])
  }

  func test_concurrentLimit_queuesTheRest() {
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    let c: Pipe = Signal.pipe()
    let recorder = EventRecorder(SignalProducer([a.output, b.output, c.output]).flatten(.concurrent(limit: 2)))
    c.input.send(value: 0)
    a.input.send(value: 1)
    b.input.send(value: 2)
    a.input.sendCompleted()
    c.input.send(value: 3)
    b.input.sendCompleted()
    c.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
  }

  func test_disposingTheRun_disposesTheInners() {
    let inner: Pipe = Signal.pipe()
    let recorder = EventRecorder(SignalProducer<Int, TestError>(value: 0).flatMap(.merge) { _ in inner.output })
    recorder.dispose()
    inner.input.send(value: 1)
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_innerNeverFailing_isPromoted() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2).flatMap(.concat) {
      SignalProducer<Int, Never>(value: $0 * 10)
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(10), .value(20), .completed])
  }

  func test_flatMap_onAProducerThatCannotFail_isUnambiguous() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).flatMap(.merge) {
      SignalProducer<Int, Never>(value: $0 * 3)
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(3), .value(6), .completed])
    let then = SignalProducer<Int, Never>(value: 1).then(SignalProducer<String, Never>(value: "next"))
    XCTAssertEqual(EventRecorder(then).events, [.value("next"), .completed])
  }
}
