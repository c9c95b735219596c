// Exercise async-blocking-first: the blocking-first pattern on the library picker's service and view model.
// Read: Documentation/Patterns/BlockingFirst.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check async-blocking-first
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// The library the service answers with: in the async style, waiting for the first (and only)
/// answer is an `await`; a failure of the request is thrown.
public func firstLibrary(from webService: any WebService) async throws(WebServiceError) -> Library? {
  // EXERCISE BEGIN (stub: return nil)
  return try await webService.getLibraryAsync()
  // EXERCISE END
}

/// Whether the view model shows its spinner before anything is tapped: the first element of
/// `output.isLoading`, read by blocking (`blockingFirst()`) from a synchronous test.
public func initiallyLoading(_ viewModel: AsyncLibraryPickerViewModel<TestClock>) throws -> Bool? {
  // EXERCISE BEGIN (stub: return nil)
  return try viewModel.output.isLoading.blockingFirst()
  // EXERCISE END
}
