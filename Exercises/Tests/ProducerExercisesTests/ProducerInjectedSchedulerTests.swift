import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerInjectedSchedulerTests: XCTestCase {
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let scheduler = TestScheduler()
    let (text, isLoading) = twoQuickTaps(latency: .milliseconds(500), scheduler: scheduler)
    XCTAssertEqual(text, [.value("Library name: ReactiveSwift", at: 1)])
    XCTAssertEqual(isLoading, [.value(true, at: 0.5), .value(false, at: 1)])
  }

  func test_aQuickerService_answersSooner() {
    let scheduler = TestScheduler()
    let (text, isLoading) = twoQuickTaps(latency: .milliseconds(200), scheduler: scheduler)
    XCTAssertEqual(text, [.value("Library name: ReactiveSwift", at: 0.7)])
    XCTAssertEqual(isLoading, [.value(true, at: 0.5), .value(false, at: 0.7)])
  }
}
