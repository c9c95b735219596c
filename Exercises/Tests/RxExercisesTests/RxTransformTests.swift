import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxTransformTests: XCTestCase {
  func test_evenRollsScore_andTheBoardShowsTheRunningTotal() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let rolls = try scheduler.createHotObservable(marbles: "-a-b-c-d-|", values: ["a": 1, "b": 2, "c": 3, "d": 4])
    let observer = scheduler.start { scoreBoard(rolls.asObservable()) }
    XCTAssertMarbles(observer.events, "---x---y-|", values: ["x": 20, "y": 60])
  }

  func test_onlyOddRolls_showNothing() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let rolls = try scheduler.createHotObservable(marbles: "-a-c-|", values: ["a": 1, "c": 3])
    let observer = scheduler.start { scoreBoard(rolls.asObservable()) }
    XCTAssertMarbles(observer.events, "-----|", values: [:])
  }
}
