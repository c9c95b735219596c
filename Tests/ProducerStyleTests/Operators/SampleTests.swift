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
}
