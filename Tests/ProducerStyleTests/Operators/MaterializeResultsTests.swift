import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class MaterializeResultsTests: ProducerStyleTestCase {
  func test_materializeResults_turnsAFailureIntoAValueThenCompletion() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2).concat(SignalProducer(error: .boom))
    XCTAssertEqual(
      EventRecorder(producer.materializeResults()).events,
      [.value(.success(1)), .value(.success(2)), .value(.failure(.boom)), .completed])
  }

  func test_materializeResults_signal_passesInterruptionOn() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.materializeResults())
    input.send(value: 1)
    input.sendInterrupted()
    XCTAssertEqual(recorder.events, [.value(.success(1)), .interrupted])
  }

  func test_dematerializeResults_failsAtTheFirstFailure() {
    let results: [Result<Int, TestError>] = [.success(1), .failure(.other), .success(3)]
    XCTAssertEqual(
      EventRecorder(SignalProducer<Result<Int, TestError>, Never>(results).dematerializeResults()).events,
      [.value(1), .failed(.other)])
  }

  func test_dematerializeResults_signal_roundTrips() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.materializeResults().dematerializeResults())
    input.send(value: 4)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(4), .completed])
  }
}
