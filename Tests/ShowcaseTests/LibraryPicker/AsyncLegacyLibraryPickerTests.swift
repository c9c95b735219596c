import AsyncStyle
import AsyncStyleTest
import Showcase
import Testing

/// The async library picker written as most apps write it (a `@MainActor` class, a `Task {}` per
/// tap), tested with the three patterns inside `AsyncTestScheduler.withVirtualTime`, which runs the
/// view model's own tasks on virtual time. Swift Testing runs these `@MainActor` tests in parallel
/// with the others. Times are in ticks of one millisecond.
@MainActor @Suite(.enabled(if: AsyncTestScheduler.isVirtualTimeScopeSupported))
struct AsyncLegacyLibraryPickerTests {
  // MARK: Sink

  // snippet: sink-legacy-async
  @Test func tappedOnce_textContainsTheLibrary() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      // Given
      let webServiceMock = WebServiceMock()
      webServiceMock.getLibraryAsyncClosure = { Library(name: "Swift concurrency") }
      let viewModel = AsyncLegacyLibraryPickerViewModel(webService: webServiceMock, clock: scheduler.clock)
      let sink = scheduler.record(viewModel.texts)

      // When
      viewModel.didTapButton()
      scheduler.run()

      // Then
      #expect(sink.events == [.next(300, "Library name: Swift concurrency")])
      sink.cancel()
    }
  }
  // end snippet

  @Test func tappedWhileServiceFails_textShowsTheError() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      let webServiceMock = WebServiceMock()
      webServiceMock.getLibraryAsyncClosure = { () throws(WebServiceError) in throw .httpStatus(500) }
      let viewModel = AsyncLegacyLibraryPickerViewModel(webService: webServiceMock, clock: scheduler.clock)
      let sink = scheduler.record(viewModel.texts)

      viewModel.didTapButton()
      scheduler.run()

      #expect(sink.values == ["Error occurred: HTTP status 500"])
      #expect(!viewModel.isLoading)
      sink.cancel()
    }
  }

  // MARK: Blocking first

  // snippet: blocking-first-legacy-async
  @Test func tappedOnce_firstTextIsTheLibrary() throws {
    try AsyncTestScheduler.withVirtualTime { scheduler in
      let webServiceMock = WebServiceMock()
      webServiceMock.getLibraryAsyncClosure = { Library(name: "Swift concurrency") }
      let viewModel = AsyncLegacyLibraryPickerViewModel(webService: webServiceMock, clock: scheduler.clock)

      viewModel.didTapButton()
      let text = try scheduler.firstValue(of: viewModel.texts, timeout: .seconds(1))

      #expect(text == "Library name: Swift concurrency")
      #expect(scheduler.currentTick == 300)
    }
  }
  // end snippet

  // MARK: Injected scheduler

  // snippet: injected-scheduler-legacy-async
  @Test func tapsAreDebounced_thenLoadingUntilTheAnswer() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
      let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: scheduler.clock)

      scheduler.schedule(at: 100) { viewModel.didTapButton() }
      scheduler.schedule(at: 200) { viewModel.didTapButton() }
      scheduler.advance(to: 499)
      #expect(!viewModel.isLoading)
      scheduler.advance(to: 500)
      #expect(viewModel.isLoading)
      scheduler.advance(to: 999)
      #expect(viewModel.text == nil)
      scheduler.advance(to: 1000)

      #expect(viewModel.text == "Library name: Swift concurrency")
      #expect(!viewModel.isLoading)
    }
  }
  // end snippet

  @Test func tapDuringAFetch_replacesIt() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
      let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: scheduler.clock)
      let text = scheduler.record(viewModel.texts)

      scheduler.schedule(at: 100) { viewModel.didTapButton() }
      scheduler.schedule(at: 500) {
        service.result = .failure(.timeout)
        viewModel.didTapButton()
      }
      scheduler.advance(to: 2000)

      // The first fetch (400–900) is replaced at 800 by the second (800–1300), which fails.
      #expect(text.events == [.next(1300, "Error occurred: timed out")])
      text.cancel()
    }
  }

  @Test func releasedViewModel_livesUntilItsTaskEnds() {
    AsyncTestScheduler.withVirtualTime { scheduler in
      let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
      var viewModel: AsyncLegacyLibraryPickerViewModel? = AsyncLegacyLibraryPickerViewModel(
        webService: service, clock: scheduler.clock)
      let text = scheduler.record(viewModel!.texts)

      viewModel?.didTapButton()
      scheduler.advance(to: 100)
      viewModel = nil
      scheduler.advance(to: 2000)

      // Its task holds the view model: the fetch runs 300–800, and only then is the model released.
      #expect(text.events == [.next(800, "Library name: Swift concurrency"), .completed(800)])
      #expect(scheduler.pendingCount == 0)
    }
  }
}
