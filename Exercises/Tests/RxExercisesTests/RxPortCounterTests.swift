import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxPortCounterTests: XCTestCase {
  func test_tapsCount_andAResetGoesBackToZero() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = try scheduler.createHotObservable(marbles: "-t-t--t---|", values: ["t": ()])
    let resets = try scheduler.createHotObservable(marbles: "----r-----|", values: ["r": ()])
    let observer = scheduler.start { counter(taps: taps.asObservable(), resets: resets.asObservable()) }
    XCTAssertMarbles(observer.events, "-a-bz-a---|", values: ["a": 1, "b": 2, "z": 0])
  }
}
