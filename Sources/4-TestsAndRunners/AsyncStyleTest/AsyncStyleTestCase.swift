import AsyncStyle
@_exported import StyleTestReporting

/// A test case that fails a test which leaves async-style resources alive (an operator's task
/// or storage, a subject's consumer): `AsyncResources.total` after the test, once releases in
/// flight are done, must be what it was before.
///
/// Subclass it instead of `XCTestCase`; for Swift Testing, mark the suite `@Suite(.checksLeaks)`.
///
/// ```swift
/// final class SearchViewModelTests: AsyncStyleTestCase {
///   func test_search_cancelsItsRequest() {
///     let scheduler = AsyncTestScheduler()
///     let recorder = scheduler.record(viewModel.results)
///     scheduler.advance(to: 1000)
///     recorder.cancel()
///   }  // tear-down fails the test if the recorder's task or a subject's consumer is still alive
/// }
/// ```
open class AsyncStyleTestCase: ResourceCheckingTestCase {
  /// `AsyncResources.total`.
  open override var counters: [LiveResourceCounter] { [.async] }
}

extension LiveResourceCounter {
  /// AsyncStyle's live resources, `AsyncResources.total`.
  public static var async: Self { Self("async-style resources") { AsyncResources.total } }
}
