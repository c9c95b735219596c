import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class SampleTests: ProducerStyleTestCase {
  func test_sampleOn_sendsTheLatestValueAtEachTick() {
    let (values, input) = Signal<Int, Never>.pipe()
    let (ticks, tick) = Signal<(), Never>.pipe()
    let recorder = EventRecorder(values.sample(on: ticks))
    tick.send(value: ())
    input.send(value: 1)
    input.send(value: 2)
    tick.send(value: ())
    tick.send(value: ())
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(2), .value(2)])
    tick.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(2), .value(2), .completed])
  }

  func test_sampleWith_pairsTheLatestValueWithTheSamplersValue() {
    let (values, input) = Signal<Int, Never>.pipe()
    let (sampler, sample) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(values.sample(with: sampler).map { "\($0)\($1)" })
    input.send(value: 1)
    sample.send(value: "a")
    input.send(value: 2)
    sample.send(value: "b")
    XCTAssertEqual(recorder.events, [.value("1a"), .value("2b")])
  }

  func test_withLatestFrom_pairsEachValueWithTheLatestSample() {
    let (taps, tap) = Signal<Int, TestError>.pipe()
    let (form, edit) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(taps.withLatest(from: form).map { "\($0)\($1)" })
    tap.send(value: 0)
    edit.send(value: "x")
    edit.send(value: "y")
    tap.send(value: 1)
    edit.sendCompleted()
    tap.send(value: 2)
    tap.sendCompleted()
    XCTAssertEqual(recorder.events, [.value("1y"), .value("2y"), .completed])
  }

  func test_withLatestFrom_producer_startsTheSampleeFirst() {
    let pairs = SignalProducer<Int, Never>(values: 1, 2).withLatest(from: SignalProducer(value: "s"))
    XCTAssertEqual(EventRecorder(pairs.map { "\($0)\($1)" }).events, [.value("1s"), .value("2s"), .completed])
  }
}
