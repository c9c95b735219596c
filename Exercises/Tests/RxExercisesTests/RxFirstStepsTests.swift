import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxFirstStepsTests: XCTestCase {
  func test_countdownFromThree_emitsThreeTwoOne_thenCompletes_atTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { countdown(from: 3) }
    XCTAssertMarbles(observer.events, "(abc|)", values: ["a": 3, "b": 2, "c": 1])
  }

  func test_countdownFromOne_emitsOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { countdown(from: 1) }
    XCTAssertMarbles(observer.events, "(a|)", values: ["a": 1])
  }
}
