import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class ThenTests: ProducerStyleTestCase {
  func test_then_ignoresValues_andStartsTheReplacementOnCompletion() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2).then(SignalProducer<String, TestError>(value: "done"))
    XCTAssertEqual(EventRecorder(producer).events, [.value("done"), .completed])
  }

  func test_then_failureSkipsTheReplacement() {
    let started = Atomic<Bool>(false)
    let replacement = SignalProducer<Int, TestError> {
      started.store(true, ordering: .relaxed)
      return 1
    }
    let producer = SignalProducer<Int, TestError>(error: .boom).then(replacement)
    XCTAssertEqual(EventRecorder(producer).events, [.failed(.boom)])
    XCTAssertFalse(started.load(ordering: .relaxed))
  }

  func test_then_signal_andNeverFailingReplacement() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.then(SignalProducer<Int, TestError>(value: 9)))
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(9), .completed])
    let promoted = SignalProducer<Int, TestError>.empty.then(SignalProducer<Int, Never>(value: 3))
    XCTAssertEqual(EventRecorder(promoted).events, [.value(3), .completed])
  }
}

final class ThenErrorTypesTests: ProducerStyleTestCase {
  func test_then_fromNeverFailing_takesTheReplacementsError() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).then(SignalProducer<String, TestError>(error: .boom))
    XCTAssertEqual(EventRecorder(producer).events, [.failed(.boom)])
    let neither = SignalProducer<Int, Never>(value: 1).then(SignalProducer<String, Never>(value: "x"))
    XCTAssertEqual(EventRecorder(neither).events, [.value("x"), .completed])
  }

  func test_then_convertibleReplacement() {
    let producer = SignalProducer<Int, TestError>(value: 1).then(Result<String, TestError>.success("saved"))
    XCTAssertEqual(EventRecorder(producer).events, [.value("saved"), .completed])
  }
}
