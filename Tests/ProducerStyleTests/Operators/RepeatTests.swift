import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class RepeatTests: ProducerStyleTestCase {
  func test_repeat_runsTheProducerCountTimes() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2).repeat(3)
    XCTAssertEqual(
      EventRecorder(producer).events, [.value(1), .value(2), .value(1), .value(2), .value(1), .value(2), .completed])
  }

  func test_repeat_zero_completesWithoutStarting() {
    let starts = Synchronization.Atomic<Int>(0)
    let producer = SignalProducer<Int, Never> { starts.add(1, ordering: .relaxed).newValue }.repeat(0)
    XCTAssertEqual(EventRecorder(producer).events, [.completed])
    XCTAssertEqual(starts.load(ordering: .relaxed), 0)
  }

  func test_repeat_failureEndsTheRepetition() {
    let starts = Synchronization.Atomic<Int>(0)
    let producer = SignalProducer<Int, TestError> { observer, _ in
      let start = starts.add(1, ordering: .relaxed).newValue
      observer.send(value: start)
      if start == 2 { observer.send(error: .boom) } else { observer.sendCompleted() }
    }.repeat(5)
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(2), .failed(.boom)])
  }
}
