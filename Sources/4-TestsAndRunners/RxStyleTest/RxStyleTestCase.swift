import RxStyle
@_exported import StyleTestReporting

/// A test case that fails a test which leaves Rx-style resources alive: `Resources.total` after
/// the test (once releases in flight on other threads are done) must be what it was before, as
/// RxSwift's own tests check after each one.
///
/// Subclass it instead of `XCTestCase`; for Swift Testing, mark the suite `@Suite(.checksLeaks)`.
///
/// ```swift
/// final class SearchViewModelTests: RxStyleTestCase {
///   func test_search_disposesItsRequest() {
///     let scheduler = TestScheduler(initialClock: 0)
///     let observer = scheduler.start { viewModel.results }
///     XCTAssertEqual(observer.events, [.next(200, [])])
///   }  // tear-down fails the test if a subscription is still alive
/// }
/// ```
open class RxStyleTestCase: ResourceCheckingTestCase {
  /// `Resources.total`.
  open override var counters: [LiveResourceCounter] { [.rx] }
}

extension LiveResourceCounter {
  /// RxStyle's live resources, `Resources.total`.
  public static var rx: Self { Self("Rx-style resources") { Int(Resources.total) } }
}
