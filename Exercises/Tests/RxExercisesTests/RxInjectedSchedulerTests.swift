import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxInjectedSchedulerTests: XCTestCase {
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let (text, isLoading) = twoQuickTaps(latency: .milliseconds(500), scheduler: scheduler)
    XCTAssertEqual(text, [.next(1000, "Library name: RxSwift")])
    XCTAssertEqual(isLoading, [.next(0, false), .next(500, true), .next(1000, false)])
  }

  func test_aQuickerService_answersSooner() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let (text, isLoading) = twoQuickTaps(latency: .milliseconds(200), scheduler: scheduler)
    XCTAssertEqual(text, [.next(700, "Library name: RxSwift")])
    XCTAssertEqual(isLoading, [.next(0, false), .next(500, true), .next(700, false)])
  }
}
