import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerTransformTests: XCTestCase {
  func test_evenRollsScore_andTheBoardShowsTheRunningTotal() throws {
    let scheduler = TestScheduler()
    let rolls: Signal<Int, Never> = try scheduler.createHotSignal(
      marbles: "-a-b-c-d-|", values: ["a": 1, "b": 2, "c": 3, "d": 4])
    let recorder = EventRecorder(scoreBoard(rolls), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "---x---y-|", values: ["x": 20, "y": 60])
  }

  func test_onlyOddRolls_showNothing() throws {
    let scheduler = TestScheduler()
    let rolls: Signal<Int, Never> = try scheduler.createHotSignal(marbles: "-a-c-|", values: ["a": 1, "c": 3])
    let recorder = EventRecorder(scoreBoard(rolls), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-----|", values: [:])
  }
}
