import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

// The given code's tests (they pass as shipped): the ports keep these diagrams.
final class GivenCounterTests: XCTestCase {
  func test_tapsCount_andAResetGoesBackToZero() throws {
    let scheduler = AsyncTestScheduler()
    let taps = try scheduler.hot("-t-t--t---|", ["t": ()])
    let resets = try scheduler.hot("----r-----|", ["r": ()])
    let recorder = scheduler.start { counter(taps: taps, resets: resets) }
    XCTAssertMarbles(recorder.events, "-a-bz-a---|", values: ["a": 1, "b": 2, "z": 0])
  }
}
