import ProducerStyle
@_exported import StyleTestReporting

/// A test case that fails a test which leaves producer-style resources alive (a signal not
/// terminated, a started producer not ended): `ProducerResources.total` after the test, once
/// releases in flight on other threads are done, must be what it was before.
///
/// Subclass it instead of `XCTestCase`; for Swift Testing, mark the suite `@Suite(.checksLeaks)`.
///
/// ```swift
/// final class SearchViewModelTests: ProducerStyleTestCase {
///   func test_search_endsItsRequest() {
///     let scheduler = TestScheduler()
///     let results = EventRecorder<[String], Never>(clock: scheduler)
///     viewModel.results.start(results.observer)
///     scheduler.run()
///     XCTAssertEqual(results.values, [[]])
///   }  // tear-down fails the test if a started producer has not ended
/// }
/// ```
open class ProducerStyleTestCase: ResourceCheckingTestCase {
  /// `ProducerResources.total`.
  open override var counters: [LiveResourceCounter] { [.producer] }
}

extension LiveResourceCounter {
  /// ProducerStyle's live resources, `ProducerResources.total`.
  public static var producer: Self { Self("producer-style resources") { ProducerResources.total } }
}
