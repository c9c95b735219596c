import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerTimeTests: XCTestCase {
  func test_settledText_waitsForTwoSecondsOfQuiet() throws {
    let scheduler = TestScheduler()
    let text: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-a-b----c----|", values: ["a": "s", "b": "sw", "c": "swi"])
    let recorder = EventRecorder(settledText(text, scheduler: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-----b----c--|", values: ["b": "sw", "c": "swi"])
  }

  func test_sharedPositions_sendTheFirstAtOnce_andTheLatestOfEachWindow() throws {
    let scheduler = TestScheduler()
    let positions: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-ab-c-------|", values: ["a": "a", "b": "b", "c": "c"])
    let recorder = EventRecorder(sharedPositions(positions, scheduler: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-a--c-------|", values: ["a": "a", "c": "c"])
  }

  func test_impatient_failsAfterThreeSeconds() throws {
    let scheduler = TestScheduler()
    let reply: SignalProducer<String, Never> = try scheduler.createColdProducer(
      marbles: "-a----b|", values: ["a": "a", "b": "b"])
    let recorder = EventRecorder(impatient(reply, scheduler: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-a-#", values: ["a": "a"], error: TimedOut())
  }
}
