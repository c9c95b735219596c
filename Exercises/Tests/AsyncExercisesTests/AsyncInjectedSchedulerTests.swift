import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncInjectedSchedulerTests: XCTestCase {
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let scheduler = AsyncTestScheduler()
    let (text, isLoading) = twoQuickTaps(latency: .milliseconds(500), scheduler: scheduler)
    XCTAssertEqual(text, [.next(1000, "Library name: Swift concurrency")])
    XCTAssertEqual(isLoading.map(\.element), [false, true, false])
    XCTAssertEqual(isLoading.map(\.time).suffix(2), [500, 1000])
  }

  func test_aQuickerService_answersSooner() {
    let scheduler = AsyncTestScheduler()
    let (text, isLoading) = twoQuickTaps(latency: .milliseconds(200), scheduler: scheduler)
    XCTAssertEqual(text, [.next(700, "Library name: Swift concurrency")])
    XCTAssertEqual(isLoading.map(\.time).suffix(2), [500, 700])
  }
}
