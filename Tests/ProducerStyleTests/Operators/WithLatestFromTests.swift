import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class WithLatestFromTests: ProducerStyleTestCase {
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

  private func pair(_ value: Int, _ latest: String) -> Signal<(Int, String), Never>.Event { .value((value, latest)) }

  func test_signal_sampleeInterrupted_keepsPairingWithItsLastValue() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (samplee, sampleeInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(source.withLatest(from: samplee))
    sampleeInput.send(value: "a")
    sampleeInput.sendInterrupted()
    sourceInput.send(value: 1)
    sourceInput.sendCompleted()
    XCTAssertEqual(recorder.values.map { "\($0.0)\($0.1)" }, ["1a"])
    XCTAssertTrue(recorder.isCompleted)
  }

  func test_producer_sampleeInterrupted_keepsPairingWithItsLastValue() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let (samplee, sampleeInput) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(source).withLatest(from: SignalProducer(samplee)))
    sampleeInput.send(value: "a")
    sampleeInput.sendInterrupted()
    sourceInput.send(value: 1)
    sourceInput.send(value: 2)
    sourceInput.sendCompleted()
    XCTAssertEqual(recorder.values.map { "\($0.0)\($0.1)" }, ["1a", "2a"])
    XCTAssertTrue(recorder.isCompleted)
  }

  func test_producer_sourceInterrupted_interrupts() {
    let (source, sourceInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(SignalProducer(source).withLatest(from: SignalProducer<String, Never>(value: "a")))
    sourceInput.send(value: 1)
    sourceInput.sendInterrupted()
    XCTAssertEqual(recorder.values.map { "\($0.0)\($0.1)" }, ["1a"])
    XCTAssertTrue(recorder.isInterrupted)
  }
}
