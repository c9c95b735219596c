import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ConcatTests: ProducerStyleTestCase {
  private typealias Pipe = (output: Signal<Int, TestError>, input: Signal<Int, TestError>.Observer)

  func test_concat_runsOneAfterTheOther() {
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    let recorder = EventRecorder(
      SignalProducer.concat(a.output.producer, SignalProducer(values: 7, 8), b.output.producer))
    b.input.send(value: 0)  // not started yet: lost, as b is hot
    a.input.send(value: 1)
    a.input.sendCompleted()
    b.input.send(value: 2)
    b.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(7), .value(8), .value(2), .completed])
  }
}
