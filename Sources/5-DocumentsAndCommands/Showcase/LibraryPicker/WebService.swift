import ProducerStyle
import RxStyle

/// Fetches the ``Library`` the picker shows, once per style, with one spelling per style.
///
/// Every method starts one request per subscription, start or call, and reports the same
/// ``WebServiceError`` for the same failure, so a view model in any style can be tested against
/// the same scenarios.
///
/// ```swift
/// service.getLibraryRx().subscribe(onSuccess: { print($0.name) })
/// service.getLibraryProducer().startWithResult { print($0) }
/// let library = try await service.getLibraryAsync()
/// ```
public protocol WebService: Sendable {
  /// The Rx style: a `Single` that requests the library on each subscription; disposing the
  /// subscription cancels the request.
  /// - Returns: a cold `Single` failing with a ``WebServiceError``.
  func getLibraryRx() -> Single<Library>

  /// The producer style: a producer that requests the library on each start; interrupting it
  /// cancels the request.
  /// - Returns: a cold producer whose error is typed.
  func getLibraryProducer() -> SignalProducer<Library, WebServiceError>

  /// The async style: one request per call; cancelling the calling task cancels it.
  ///
  /// A request yields exactly one library or one error, so the async style spells it as a plain
  /// `async throws` function rather than an `AsyncSequence`: the caller awaits a value, typed
  /// throws keep the error as precise as the producer's, and structured cancellation replaces
  /// disposal. A view model that wants a stream wraps the call where it needs one.
  /// - Returns: the library.
  /// - Throws: a ``WebServiceError``; ``WebServiceError/cancelled`` when the task is cancelled.
  func getLibraryAsync() async throws(WebServiceError) -> Library
}
