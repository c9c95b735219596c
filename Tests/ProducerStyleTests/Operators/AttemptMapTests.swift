import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class AttemptMapTests: ProducerStyleTestCase {
  func test_attemptMap_failsAtTheFirstFailure() {
    let parsed = SignalProducer<String, TestError>(values: "1", "x", "2").attemptMap { text in
      Int(text).map { .success($0) } ?? .failure(.boom)
    }
    XCTAssertEqual(EventRecorder(parsed).events, [.value(1), .failed(.boom)])
  }

  func test_attempt_passesValuesThatSucceed() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.attempt { $0 < 3 ? .success(()) : .failure(.other) })
    input.send(value: 1)
    input.send(value: 5)
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .failed(.other)])
  }
}

final class ThrowingAttemptTests: ProducerStyleTestCase {
  func test_throwingAttemptMap_fromNeverFailing() {
    let producer = SignalProducer<String, Never>(values: "1", "x", "2").attemptMap { text -> Int in
      guard let number = Int(text) else { throw TestError.boom }
      return number
    }
    let recorder = EventRecorder(producer)
    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.error as? TestError, .boom)
    XCTAssertEqual(recorder.events.count, 2)
  }

  func test_throwingAttempt_signal_andAnyError() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.attempt { if $0 < 0 { throw TestError.other } }.attemptMap { $0 * 2 })
    input.send(value: 1)
    input.send(value: -1)
    input.send(value: 2)
    XCTAssertEqual(recorder.values, [2])
    XCTAssertEqual(recorder.error as? TestError, .other)
  }
}
