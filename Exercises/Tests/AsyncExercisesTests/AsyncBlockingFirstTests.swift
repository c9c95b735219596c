import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class AsyncBlockingFirstTests: XCTestCase {
  func test_firstLibrary_isTheServicesAnswer() async throws {
    for name in ["Swift concurrency", "AsyncAlgorithms"] {
      let webService = WebServiceMock()
      webService.getLibraryAsyncClosure = { Library(name: name) }
      let library = try await firstLibrary(from: webService)
      XCTAssertEqual(library, Library(name: name))
    }
  }

  func test_firstLibrary_throwsTheServicesError() async {
    let webService = WebServiceMock()
    webService.getLibraryAsyncClosure = { () throws(WebServiceError) in throw .httpStatus(503) }
    do {
      let library = try await firstLibrary(from: webService)
      XCTFail("expected the service's error, got \(String(describing: library))")
    } catch {
      XCTAssertEqual(error, .httpStatus(503))
    }
  }

  func test_initiallyLoading_isFalse() throws {
    let scheduler = AsyncTestScheduler()
    let viewModel = AsyncLibraryPickerViewModel(webService: WebServiceMock(), clock: scheduler.clock)
    XCTAssertEqual(try initiallyLoading(viewModel), false)
  }
}
