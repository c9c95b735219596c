import ProducerStyle
import RxStyle
import Showcase
import StyleInternals

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

  private struct Closures {
    var rx: (@Sendable () -> GetLibraryRxReturnType)?
    var producer: (@Sendable () -> GetLibraryProducerReturnType)?
    var async: (@Sendable () async throws(WebServiceError) -> Library)?
    var calls = 0
  }

  private let closures = Lock(Closures())

  /// Creates a mock with no answers set.
  public init() {}

  /// Makes the `Single` that ``getLibraryRx()`` returns.
  public var getLibraryRxClosure: (@Sendable () -> GetLibraryRxReturnType)? {
    get { closures.withLock { $0.rx } }
    set { closures.withLock { $0.rx = newValue } }
  }

  /// Makes the producer that ``getLibraryProducer()`` returns.
  public var getLibraryProducerClosure: (@Sendable () -> GetLibraryProducerReturnType)? {
    get { closures.withLock { $0.producer } }
    set { closures.withLock { $0.producer = newValue } }
  }

  /// Answers ``getLibraryAsync()``.
  public var getLibraryAsyncClosure: (@Sendable () async throws(WebServiceError) -> Library)? {
    get { closures.withLock { $0.async } }
    set { closures.withLock { $0.async = newValue } }
  }

  /// How many times any of the three methods was called.
  public var callCount: Int { closures.withLock { $0.calls } }

  /// The library as a `Single`; see `WebService`.
  public func getLibraryRx() -> GetLibraryRxReturnType {
    closure(\.rx, "getLibraryRxClosure")()
  }

  /// The library as a single-value producer; see `WebService`.
  public func getLibraryProducer() -> GetLibraryProducerReturnType {
    closure(\.producer, "getLibraryProducerClosure")()
  }

  /// The library, awaited; see `WebService`.
  public func getLibraryAsync() async throws(WebServiceError) -> Library {
    try await closure(\.async, "getLibraryAsyncClosure")()
  }

  private func closure<Closure>(_ keyPath: KeyPath<Closures, Closure?>, _ name: String) -> Closure {
    let found = closures.withLock { closures -> Closure? in
      closures.calls += 1
      return closures[keyPath: keyPath]
    }
    guard let found else { preconditionFailure("WebServiceMock: set \(name) before calling it") }
    return found
  }
}
