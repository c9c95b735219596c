import ProducerStyle
import RxStyle
import Showcase

/// A `WebService` whose answers tests set in one line, one closure per method.
///
/// ```swift
/// let mock = WebServiceMock()
/// mock.getLibraryRxClosure = { .just(Library(name: "RxSwift")) }
/// mock.getLibraryProducerClosure = { SignalProducer(value: Library(name: "ReactiveSwift")) }
/// mock.getLibraryAsyncClosure = { throw .httpStatus(500) }
/// ```
/// Calling a method whose closure is not set stops the test with a message naming it.
public final class WebServiceMock: WebService {
  /// What ``getLibraryRx()`` returns.
  public typealias GetLibraryRxReturnType = Single<Library>
  /// What ``getLibraryProducer()`` returns.
  public typealias GetLibraryProducerReturnType = SignalProducer<Library, WebServiceError>

  private let answers = StyleAnswers<
    @Sendable () -> GetLibraryRxReturnType, @Sendable () -> GetLibraryProducerReturnType,
    @Sendable () async throws(WebServiceError) -> Library
  >(mock: "WebServiceMock")

  /// Creates a mock with no answers set.
  public init() {}

  /// Makes the `Single` that ``getLibraryRx()`` returns.
  public var getLibraryRxClosure: (@Sendable () -> GetLibraryRxReturnType)? {
    get { answers[\.rx] }
    set { answers[\.rx] = newValue }
  }

  /// Makes the producer that ``getLibraryProducer()`` returns.
  public var getLibraryProducerClosure: (@Sendable () -> GetLibraryProducerReturnType)? {
    get { answers[\.producer] }
    set { answers[\.producer] = newValue }
  }

  /// Answers ``getLibraryAsync()``.
  public var getLibraryAsyncClosure: (@Sendable () async throws(WebServiceError) -> Library)? {
    get { answers[\.async] }
    set { answers[\.async] = newValue }
  }

  /// How many times any of the three methods was called.
  public var callCount: Int { answers.callCount }

  /// The library as a `Single`; see `WebService`.
  public func getLibraryRx() -> GetLibraryRxReturnType {
    answers.closure(\.rx, "getLibraryRxClosure")()
  }

  /// The library as a single-value producer; see `WebService`.
  public func getLibraryProducer() -> GetLibraryProducerReturnType {
    answers.closure(\.producer, "getLibraryProducerClosure")()
  }

  /// The library, awaited; see `WebService`.
  public func getLibraryAsync() async throws(WebServiceError) -> Library {
    try await answers.closure(\.async, "getLibraryAsyncClosure")()
  }
}
