import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import Testing

/// ``AsyncLibraryPickerTests`` in Swift Testing: the same three patterns, the same helpers. Each
/// test gets a new instance, whose `deinit` stops what the test started; the suite's trait then
/// checks that the test left no resource alive.
@Suite(.checksLeaks) final class AsyncLibraryPickerSwiftTestingTests {
  private let scheduler = AsyncTestScheduler()
  private let webServiceMock = WebServiceMock()
  private var stops: [() -> Void] = []

  deinit {
    // The view model runs until its task is cancelled, and recorders until they are cancelled.
    for stop in stops { stop() }
    scheduler.runUntilIdle()
  }

  private func start(_ viewModel: AsyncLibraryPickerViewModel<TestClock>) {
    let running = scheduler.spawn { await viewModel.run() }
    stops.append { running.cancel() }
  }

  private func record<Element: Sendable>(_ output: some AsyncSequence<Element, Never> & Sendable)
    -> AsyncRecorder<Element, Never>
  {
    let recorder = scheduler.record(output)
    stops.append { recorder.cancel() }
    return recorder
  }

  // MARK: Sink

  // snippet: sink-async-swift-testing
  @Test func tappedOnce_textContainsTheLibrary() {
    // Given
    webServiceMock.getLibraryAsyncClosure = { Library(name: "Swift concurrency") }
    let viewModel = AsyncLibraryPickerViewModel(webService: webServiceMock, clock: scheduler.clock)
    start(viewModel)
    let sink = record(viewModel.output.text)

    // When
    viewModel.input.didTapButton.yield()
    scheduler.run()

    // Then
    #expect(sink.values == ["Library name: Swift concurrency"])
  }
  // end snippet

  // MARK: Blocking first

  // snippet: blocking-first-async-swift-testing
  @Test func getLibrary_await_returnsTheLibrary() async throws {
    webServiceMock.getLibraryAsyncClosure = { Library(name: "Swift concurrency") }
    #expect(try await webServiceMock.getLibraryAsync() == Library(name: "Swift concurrency"))
  }
  // end snippet

  @Test(arguments: everyWebServiceError)
  func getLibrary_await_throwsEachError(_ expected: WebServiceError) async {
    webServiceMock.getLibraryAsyncClosure = { () throws(WebServiceError) in throw expected }
    await #expect(throws: expected) { try await self.webServiceMock.getLibraryAsync() }
  }

  // MARK: Injected clock

  // snippet: injected-scheduler-async-swift-testing
  @Test func tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = AsyncLibraryPickerViewModel(webService: service, clock: scheduler.clock)
    start(viewModel)
    let text = record(viewModel.output.text)
    let isLoading = record(viewModel.output.isLoading)

    scheduler.schedule(at: 100) { viewModel.input.didTapButton.yield() }
    scheduler.schedule(at: 200) { viewModel.input.didTapButton.yield() }
    scheduler.advance(to: 499)
    #expect(isLoading.values == [false])
    scheduler.advance(to: 2000)

    #expect(text.events == [.next(1000, "Library name: Swift concurrency")])
    #expect(isLoading.events == [.next(0, false), .next(500, true), .next(1000, false)])
  }
  // end snippet
}
