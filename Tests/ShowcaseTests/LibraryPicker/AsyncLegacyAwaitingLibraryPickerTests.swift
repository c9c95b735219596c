import AsyncStyle
import AsyncStyleTest
import Showcase
import Testing
import XCTest

/// The async library picker written as most apps write it (a `@MainActor` class, a `Task {}` per
/// tap), tested the way async tests are usually written: the test awaits the clock between taps.
/// Once in XCTest inside `withVirtualTime`, once in Swift Testing with the `.virtualTime` trait,
/// run in parallel with the other tests. Taps at 100 and 200 ms, a 300 ms debounce, a 500 ms service.
final class AsyncLegacyAwaitingLibraryPickerXCTests: XCTestCase {
  // snippet: awaiting-legacy-async-xctest
  @MainActor func test_tapsAreDebounced_thenLoadingUntilTheAnswer() async {
    await AsyncTestScheduler.withVirtualTime { scheduler in
      let clock = scheduler.clock
      let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
      let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: clock)

      await clock.advance(by: .milliseconds(100))
      viewModel.didTapButton()
      await clock.advance(by: .milliseconds(100))
      viewModel.didTapButton()
      await clock.advance(by: .milliseconds(299))
      XCTAssertFalse(viewModel.isLoading)
      await clock.advance(by: .milliseconds(1))
      XCTAssertTrue(viewModel.isLoading)
      await clock.advance(by: .milliseconds(500))

      XCTAssertEqual(viewModel.text, "Library name: Swift concurrency")
      XCTAssertFalse(viewModel.isLoading)
    }
  }
  // end snippet
}

@MainActor @Suite(.virtualTime) struct AsyncLegacyAwaitingLibraryPickerTests {
  // snippet: awaiting-legacy-async-swift-testing
  @Test func tapsAreDebounced_thenLoadingUntilTheAnswer() async throws {
    let scheduler = try #require(AsyncTestScheduler.current)
    let clock = scheduler.clock
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: clock)

    await clock.advance(by: .milliseconds(100))
    viewModel.didTapButton()
    await clock.advance(by: .milliseconds(100))
    viewModel.didTapButton()
    await clock.advance(by: .milliseconds(299))
    #expect(!viewModel.isLoading)
    await clock.advance(by: .milliseconds(1))
    #expect(viewModel.isLoading)
    await clock.advance(by: .milliseconds(500))

    #expect(viewModel.text == "Library name: Swift concurrency")
    #expect(!viewModel.isLoading)
  }
  // end snippet

  @Test(arguments: 0..<4) func tapStory_holdsFiftyTimesBesideOtherTests(run: Int) async throws {
    var passes = 0
    for _ in 0..<50 {
      let story = await AsyncTestScheduler.withVirtualTime { scheduler in
        let clock = scheduler.clock
        let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
        let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: clock)
        await clock.advance(by: .milliseconds(100))
        viewModel.didTapButton()
        await clock.advance(by: .milliseconds(100))
        viewModel.didTapButton()
        await clock.advance(by: .milliseconds(299))
        let quietUntil500 = !viewModel.isLoading
        await clock.advance(by: .milliseconds(1))
        let loadingFrom500 = viewModel.isLoading
        await clock.advance(by: .milliseconds(500))
        return quietUntil500 && loadingFrom500 && viewModel.text == "Library name: Swift concurrency"
      }
      if story { passes += 1 }
    }
    #expect(passes == 50)
  }
}
