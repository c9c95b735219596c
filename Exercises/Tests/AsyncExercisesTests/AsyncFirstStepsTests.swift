import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncFirstStepsTests: XCTestCase {
  func test_countdownFromThree_givesThreeTwoOne_thenEnds_atTheStart() {
    let scheduler = AsyncTestScheduler()
    let recorder = scheduler.start { countdown(from: 3) }
    XCTAssertMarbles(recorder.events, "(abc|)", values: ["a": 3, "b": 2, "c": 1])
  }

  func test_countdownFromOne_givesOne() {
    let scheduler = AsyncTestScheduler()
    let recorder = scheduler.start { countdown(from: 1) }
    XCTAssertMarbles(recorder.events, "(a|)", values: ["a": 1])
  }
}
