import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerFirstStepsTests: XCTestCase {
  func test_countdownFromThree_sendsThreeTwoOne_thenCompletes_whenStarted() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(countdown(from: 3), clock: scheduler)
    XCTAssertMarbles(recorder.recorded, "(abc|)", values: ["a": 3, "b": 2, "c": 1])
  }

  func test_countdownFromOne_sendsOne() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(countdown(from: 1), clock: scheduler)
    XCTAssertMarbles(recorder.recorded, "(a|)", values: ["a": 1])
  }
}
