import Foundation
import ProducerStyle
import ProducerStyleTest
import StyleInternals
import TestSupport
import Testing
import XCTest

private final class ManualClock: RecorderClock {
  let now = Lock<TimeInterval>(0)
  var recorderTime: TimeInterval { now.withLock { $0 } }
}

final class EventRecorderTests: ProducerStyleTestCase {
  func test_recorder_withoutClock_numbersEvents() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 4, 5))
    XCTAssertEqual(recorder.recorded, [.value(4, at: 0), .value(5, at: 1), .completed(at: 2)])
  }

  func test_recorder_withClock_stampsEachEvent() {
    let clock = ManualClock()
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal, clock: clock)
    clock.now.withLock { $0 = 10 }
    input.send(value: 1)
    clock.now.withLock { $0 = 20.5 }
    input.send(error: .boom)
    XCTAssertEqual(recorder.recorded, [.value(1, at: 10), .failed(.boom, at: 20.5)])
    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.error, .boom)
    XCTAssertFalse(recorder.isCompleted)
    XCTAssertTrue(recorder.isTerminated)
  }

  func test_recorder_observerAndDispose() {
    let recorder = EventRecorder<Int, Never>(time: { 3 })
    let (signal, input) = Signal<Int, Never>.pipe()
    signal.observe(recorder.observer)
    input.send(value: 1)
    input.sendInterrupted()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 3), .interrupted(at: 3)])
    XCTAssertTrue(recorder.isInterrupted)
  }

  func test_sideBySide_marksTheLinesThatDiffer() {
    let text = sideBySide(
      expected: [Signal<Int, Never>.Event.value(1), .completed],
      actual: [.value(1), .value(2), .completed], message: "values")
    XCTAssertEqual(
      text,
      """
      values
      expected  | actual
      value(1)  | value(1)
      completed ≠ value(2)
      —         ≠ completed
      """)
  }

  func test_recordedDescription_printsTimesCompactly() {
    XCTAssertEqual(String(reflecting: Recorded<Int, Never>.value(1, at: 10)), "value(1) @ 10")
    XCTAssertEqual(String(reflecting: Recorded<Int, Never>.completed(at: 1.5)), "completed @ 1.5")
  }
}

@Suite struct EventRecorderSwiftTestingTests {
  @Test func recordedEvents_compareWithExpect() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2).map { $0 * 2 })
    let expected: [Signal<Int, Never>.Event] = [.value(2), .value(4), .completed]
    #expect(recorder.events == expected, "\(sideBySide(expected: expected, actual: recorder.events))")
  }
}
