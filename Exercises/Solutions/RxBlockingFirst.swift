// Exercise rx-blocking-first: the blocking-first pattern on the library picker's service and view model.
// Read: Documentation/Patterns/BlockingFirst.md and Documentation/Apps/LibraryPicker.md
// Check: swift run exercises check rx-blocking-first
import RxStyle
import RxStyleBlocking
import Showcase

/// The library the service's request answers with: block on its first element
/// (`toBlocking().first()`); a failure of the request is thrown.
public func firstLibrary(from webService: any WebService) throws -> Library? {
  // EXERCISE BEGIN (stub: return nil)
  return try webService.getLibraryRx().toBlocking().first()
  // EXERCISE END
}

/// Whether the view model shows its spinner before anything is tapped: the first value of
/// `output.isLoading`, read by blocking.
public func initiallyLoading(_ viewModel: RxLibraryPickerViewModel) throws -> Bool? {
  // EXERCISE BEGIN (stub: return nil)
  return try viewModel.output.isLoading.toBlocking().first()
  // EXERCISE END
}
