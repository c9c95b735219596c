import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ScanMapTests: ProducerStyleTestCase {
  func test_scanMap_sendsWhatEachStepDerives() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2, 3).scanMap(0) { total, value in
      (total + value, "total \(total + value)")
    }
    XCTAssertEqual(
      EventRecorder(producer).events, [.value("total 1"), .value("total 3"), .value("total 6"), .completed])
  }

  func test_scanMapInto_eachStartBeginsFromTheInitialState() {
    let producer = SignalProducer<String, Never>(values: "a", "b").scanMap(into: 0) { count, _ in
      count += 1
      return count
    }
    XCTAssertEqual(EventRecorder(producer).values, [1, 2])
    XCTAssertEqual(EventRecorder(producer).values, [1, 2])
  }

  func test_scanMap_signal_passesFailureOn() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(
      signal.scanMap(into: [Int]()) { seen, value in
        seen.append(value)
        return seen.count
      })
    input.send(value: 5)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
    let pairs = EventRecorder(Signal<Int, Never>.empty.scanMap(0) { ($0, $1) })
    XCTAssertEqual(pairs.events, [.interrupted])
  }
}
