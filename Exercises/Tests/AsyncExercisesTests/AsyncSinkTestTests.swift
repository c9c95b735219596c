import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class AsyncSinkTestTests: XCTestCase {
  private func viewModel(answering name: String, scheduler: AsyncTestScheduler) -> AsyncLibraryPickerViewModel<
    TestClock
  > {
    let webService = WebServiceMock()
    webService.getLibraryAsyncClosure = { Library(name: name) }
    return AsyncLibraryPickerViewModel(webService: webService, clock: scheduler.clock)
  }

  func test_oneTap_recordsTheLibrarysText_afterTheDebounce() {
    let scheduler = AsyncTestScheduler()
    let model = viewModel(answering: "Swift concurrency", scheduler: scheduler)
    XCTAssertEqual(
      textsAfterOneTap(viewModel: model, scheduler: scheduler), [.next(300, "Library name: Swift concurrency")])
  }

  func test_anotherLibrary_isWhatTheRecorderHolds() {
    let scheduler = AsyncTestScheduler()
    let model = viewModel(answering: "AsyncAlgorithms", scheduler: scheduler)
    XCTAssertEqual(
      textsAfterOneTap(viewModel: model, scheduler: scheduler), [.next(300, "Library name: AsyncAlgorithms")])
  }
}
