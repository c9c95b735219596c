import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class MergeTests: ProducerStyleTestCase {
  private typealias Pipe = (output: Signal<Int, TestError>, input: Signal<Int, TestError>.Observer)

  func test_merge_interleavesAndCompletesWhenAllComplete() {
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    let recorder = EventRecorder(SignalProducer.merge(a.output.producer, b.output.producer))
    a.input.send(value: 1)
    b.input.send(value: 2)
    a.input.sendCompleted()
    b.input.send(value: 3)
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3)])
    b.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
  }

  func test_signalMerge_interleavesAndCompletesWhenBothComplete() {
    let a: Pipe = Signal.pipe()
    let b: Pipe = Signal.pipe()
    let recorder = EventRecorder(Signal.merge(a.output, b.output))
    a.input.send(value: 1)
    b.input.send(value: 2)
    a.input.sendCompleted()
    b.input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
  }

  func test_mergeWith_producer_completesWhenBothComplete() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2).merge(with: SignalProducer(value: 3))
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(2), .value(3), .completed])
  }

  func test_mergeWith_signal_interleaves_andFailsAtOnce() {
    let (first, firstInput) = Signal<Int, TestError>.pipe()
    let (second, secondInput) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(first.merge(with: second))
    firstInput.send(value: 1)
    secondInput.send(value: 2)
    firstInput.sendCompleted()
    secondInput.send(value: 3)
    secondInput.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .failed(.boom)])
  }

  func test_mergeWith_producerAndSignal() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer<Int, Never>(value: 0).merge(with: signal))
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(0), .value(1), .completed])
  }
}
