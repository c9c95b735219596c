import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

/// The async library picker, tested with the three patterns: sink, blocking-first (`try await`)
/// and injected clock. Times are in ticks of one millisecond.
final class AsyncLibraryPickerTests: AsyncStyleTestCase {
  private var scheduler: AsyncTestScheduler!
  private var webServiceMock: WebServiceMock!
  private var stops: [() -> Void] = []

  override func setUp() {
    super.setUp()
    scheduler = AsyncTestScheduler()
    webServiceMock = WebServiceMock()
  }

  override func tearDown() {
    // The view model runs until its task is cancelled, and recorders until they are cancelled.
    for stop in stops { stop() }
    scheduler.runUntilIdle()
    stops = []
    super.tearDown()
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

  // snippet: sink-async
  func test_tappedOnce_textContainsTheLibrary() {
    // Given
    webServiceMock.getLibraryAsyncClosure = { Library(name: "Swift concurrency") }
    let viewModel = AsyncLibraryPickerViewModel(webService: webServiceMock, clock: scheduler.clock)
    start(viewModel)
    let sink = record(viewModel.output.text)

    // When
    viewModel.input.didTapButton.yield()
    scheduler.run()

    // Then
    XCTAssertEqual(sink.values, ["Library name: Swift concurrency"])
  }
  // end snippet

  func test_tappedWhileServiceFails_textShowsTheError() {
    webServiceMock.getLibraryAsyncClosure = { () throws(WebServiceError) in throw .httpStatus(500) }
    let viewModel = AsyncLibraryPickerViewModel(webService: webServiceMock, clock: scheduler.clock)
    start(viewModel)
    let sink = record(viewModel.output.text)

    viewModel.input.didTapButton.yield()
    scheduler.run()

    XCTAssertEqual(sink.values, ["Error occurred: HTTP status 500"])
  }

  // MARK: Blocking first

  // snippet: blocking-first-async
  func test_getLibrary_await_returnsTheLibrary() async throws {
    webServiceMock.getLibraryAsyncClosure = { Library(name: "Swift concurrency") }
    let library = try await webServiceMock.getLibraryAsync()
    XCTAssertEqual(library, Library(name: "Swift concurrency"))
  }
  // end snippet

  func test_getLibrary_await_throwsEachError() async {
    for expected in everyWebServiceError {
      webServiceMock.getLibraryAsyncClosure = { () throws(WebServiceError) in throw expected }
      do {
        _ = try await webServiceMock.getLibraryAsync()
        XCTFail("must throw \(expected)")
      } catch {
        XCTAssertEqual(error, expected)
      }
    }
  }

  // MARK: Injected clock

  // snippet: injected-scheduler-async
  func test_tapsAreDebounced_thenLoadingUntilTheAnswer() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = AsyncLibraryPickerViewModel(webService: service, clock: scheduler.clock)
    start(viewModel)
    let text = record(viewModel.output.text)
    let isLoading = record(viewModel.output.isLoading)

    scheduler.schedule(at: 100) { viewModel.input.didTapButton.yield() }
    scheduler.schedule(at: 200) { viewModel.input.didTapButton.yield() }
    scheduler.advance(to: 499)
    XCTAssertEqual(isLoading.values, [false])
    scheduler.advance(to: 2000)

    XCTAssertEqual(text.events, [.next(1000, "Library name: Swift concurrency")])
    XCTAssertEqual(isLoading.events, [.next(0, false), .next(500, true), .next(1000, false)])
  }
  // end snippet

  func test_tapDuringAFetch_replacesIt() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = AsyncLibraryPickerViewModel(webService: service, clock: scheduler.clock)
    start(viewModel)
    let text = record(viewModel.output.text)

    scheduler.schedule(at: 100) { viewModel.input.didTapButton.yield() }
    scheduler.schedule(at: 500) {
      service.result = .failure(.timeout)
      viewModel.input.didTapButton.yield()
    }
    scheduler.advance(to: 2000)

    // The first fetch (400–900) is replaced at 800 by the second (800–1300), which fails.
    XCTAssertEqual(text.events, [.next(1300, "Error occurred: timed out")])
  }

  func test_cancellingRun_stopsTheFetchInFlight() {
    let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
    let viewModel = AsyncLibraryPickerViewModel(webService: service, clock: scheduler.clock)
    let running = scheduler.spawn { await viewModel.run() }
    let text = record(viewModel.output.text)

    scheduler.schedule(at: 100) { viewModel.input.didTapButton.yield() }
    scheduler.advance(to: 600)
    running.cancel()
    scheduler.advance(to: 2000)

    XCTAssertEqual(text.events, [])
    XCTAssertTrue(running.isFinished)
    XCTAssertEqual(scheduler.pendingCount, 0)
  }
}
