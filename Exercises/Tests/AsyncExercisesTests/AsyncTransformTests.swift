import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncTransformTests: XCTestCase {
  func test_evenRollsScore_andTheBoardShowsTheRunningTotal() throws {
    let scheduler = AsyncTestScheduler()
    let rolls = try scheduler.hot("-a-b-c-d-|", ["a": 1, "b": 2, "c": 3, "d": 4])
    let recorder = scheduler.start { scoreBoard(rolls) }
    XCTAssertMarbles(recorder.events, "---x---y-|", values: ["x": 20, "y": 60])
  }

  func test_onlyOddRolls_showNothing() throws {
    let scheduler = AsyncTestScheduler()
    let rolls = try scheduler.hot("-a-c-|", ["a": 1, "c": 3])
    let recorder = scheduler.start { scoreBoard(rolls) }
    XCTAssertMarbles(recorder.events, "-----|", values: [:])
  }
}
