import Marbles
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ProducerMarblesTests: XCTestCase {
  private enum Boom: Error, Equatable { case boom, other }

  func test_hotSignal_playsAtAbsoluteSeconds() throws {
    let scheduler = TestScheduler()
    let signal: Signal<Int, Never> = try scheduler.createHotSignal(
      marbles: "-a-^-b-|", values: ["a": 1, "b": 2], subscribed: 5)
    let recorder = EventRecorder(signal, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 3), .value(2, at: 7), .completed(at: 9)])
    XCTAssertMarbles(recorder.recorded, "-a-^-b-|", values: ["a": 1, "b": 2], subscribed: 5)
  }

  func test_coldProducer_playsFromEachStart_andStopsWhenInterrupted() throws {
    let scheduler = TestScheduler()
    let producer = try scheduler.createColdProducer(marbles: "-a-b-#", values: ["a": "a", "b": "b"], error: Boom.boom)
    scheduler.advance(by: .seconds(2))
    let first = EventRecorder(producer, clock: scheduler)
    let second = EventRecorder(producer, clock: scheduler)
    scheduler.advance(by: .seconds(2))
    second.dispose()
    scheduler.run()
    XCTAssertMarbles(first.recorded, "-a-b-#", values: ["a": "a", "b": "b"], error: Boom.boom, subscribed: 2)
    XCTAssertMarbles(second.recorded, "-a!", values: ["a": "a", "b": "b"], error: Boom.boom, subscribed: 2)
  }

  func test_frame_andTimeProgression() throws {
    let scheduler = TestScheduler()
    let signal: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "a 500ms b", values: ["a": "a", "b": "b"], frame: 0.5)
    let recorder = EventRecorder(signal, clock: scheduler)
    scheduler.run()
    // Without an end, the input is released after the last event, which interrupts the signal.
    XCTAssertEqual(recorder.recorded, [.value("a", at: 0), .value("b", at: 1), .interrupted(at: 1)])
  }

  func test_marbleDifference_drawsExpectedOverActual() throws {
    let recorded: [Recorded<String, Never>] = [.value("a", at: 1), .completed(at: 3)]
    XCTAssertEqual(
      try marbleDifference(recorded, "-a-b|", values: ["a": "a", "b": "b"]),
      """
      marbles differ at frame 3 (tick 3000):
        expected  -a-b|
        actual    -a-|
                     ^
      """)
  }

  func test_marbleDifference_namesAWrongError() throws {
    let recorded: [Recorded<Int, Boom>] = [.failed(.other, at: 0)]
    let message = try marbleDifference(recorded, "#", values: [:], error: Boom.boom)
    XCTAssertEqual(message?.hasPrefix("marbles match, but the failure is"), true)
  }

  func test_badDiagrams_throwWithTheColumn() {
    let scheduler = TestScheduler()
    XCTAssertThrowsError(
      try scheduler.createColdProducer(marbles: "^a", values: ["a": 1]) as SignalProducer<Int, Never>
    ) {
      XCTAssertEqual(($0 as? MarbleError)?.kind, .subscriptionInColdStream)
    }
    XCTAssertThrowsError(try scheduler.createHotSignal(marbles: "a#", values: ["a": 1]) as Signal<Int, Never>) {
      XCTAssertEqual($0 as? MarbleError, MarbleError(.unsupportedEvent("#"), column: 2, diagram: "a#"))
    }
    XCTAssertThrowsError(try scheduler.createHotSignal(marbles: "a)", values: ["a": 1]) as Signal<Int, Never>) {
      XCTAssertEqual(($0 as? MarbleError)?.kind, .unopenedGroup)
    }
  }
}
