import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class LogEventsTests: ProducerStyleTestCase {
  func test_logEvents_producer_logsEveryKindInOrder() {
    let log = Locked<[String]>([])
    let producer = SignalProducer<Int, Never>(values: 1, 2).logEvents(identifier: "numbers") {
      identifier, event, _, _, line in
      log.withLock { $0.append("[\(identifier)] \(event)") }
      XCTAssertGreaterThan(line, 0)
    }
    XCTAssertEqual(EventRecorder(producer).values, [1, 2])
    // A synchronous producer has ended by the time its start returns, so `started` comes last.
    XCTAssertEqual(
      log.withLock { $0 },
      [
        "[numbers] starting", "[numbers] value 1", "[numbers] value 2", "[numbers] completed",
        "[numbers] terminated", "[numbers] disposed", "[numbers] started",
      ])
  }

  func test_logEvents_signal_onlyTheChosenKinds() {
    let log = Locked<[String]>([])
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.logEvents(events: [.value, .failed]) { _, event, _, _, _ in log.withLock { $0.append(event) } })
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
    XCTAssertEqual(log.withLock { $0 }, ["value 1", "failed boom"])
  }

  func test_logEvents_defaultFileName_isTheCallersFullPath() {
    let fileName = Locked("")
    let producer = SignalProducer<Int, Never>(value: 1).logEvents(events: [.value]) { _, _, file, _, _ in
      fileName.withLock { $0 = file }
    }
    producer.start()
    XCTAssertEqual(fileName.value, #filePath)
  }

  func test_eventDescriptions_readAsReactiveSwiftsLog() {
    let events: [Signal<Int, TestError>.Event] = [.value(1), .failed(.boom), .completed, .interrupted]
    XCTAssertEqual(events.map(\.description), ["VALUE 1", "FAILED boom", "COMPLETED", "INTERRUPTED"])
  }
}
