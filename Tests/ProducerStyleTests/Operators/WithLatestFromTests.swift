import ProducerStyle
import ProducerStyleTest
import XCTest

final class WithLatestFromTests: ProducerStyleTestCase {
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
