import ProducerStyle
import RxStyle
import Showcase
import StyleInternals

/// A `CurrencyService` whose answers tests set in one line, one closure per style.
///
/// ```swift
/// let mock = CurrencyServiceMock()
/// mock.fetchConverterClosure = { .just(converter) }
/// mock.fetchConverterProducerClosure = { SignalProducer(error: .network(string: "offline")) }
/// mock.fetchConverterAsyncClosure = { converter }
/// ```
/// or, for one answer in every style, `mock.converter = converter` (`nil` fails with "No
/// converter"). Calling a method whose closure is not set stops the test with a message naming it.
public final class CurrencyServiceMock: CurrencyService {
  private struct Closures {
    var rx: (@Sendable () -> Observable<Converter>)?
    var producer: (@Sendable () -> SignalProducer<Converter, ErrorResult>)?
    var async: (@Sendable () async throws(ErrorResult) -> Converter)?
    var converter: Converter?
    var calls = 0
  }

  private let closures = Lock(Closures())

  /// A mock with no answers set.
  public init() {}

  /// Makes the observable that ``fetchConverter()`` returns.
  public var fetchConverterClosure: (@Sendable () -> Observable<Converter>)? {
    get { closures.withLock { $0.rx } }
    set { closures.withLock { $0.rx = newValue } }
  }

  /// Makes the producer that ``fetchConverterProducer()`` returns.
  public var fetchConverterProducerClosure: (@Sendable () -> SignalProducer<Converter, ErrorResult>)? {
    get { closures.withLock { $0.producer } }
    set { closures.withLock { $0.producer = newValue } }
  }

  /// Answers ``fetchConverterAsync()``.
  public var fetchConverterAsyncClosure: (@Sendable () async throws(ErrorResult) -> Converter)? {
    get { closures.withLock { $0.async } }
    set { closures.withLock { $0.async = newValue } }
  }

  /// Answers every style with this converter, or fails with `ErrorResult.custom(string: "No
  /// converter")` when it is `nil`: setting it sets the three closures.
  ///
  /// ```swift
  /// mock.converter = nil
  /// mock.fetchConverter()  // fails with .custom(string: "No converter")
  /// ```
  public var converter: Converter? {
    get { closures.withLock { $0.converter } }
    set {
      let answer =
        newValue.map { Result<Converter, ErrorResult>.success($0) } ?? .failure(.custom(string: "No converter"))
      closures.withLock { closures in
        closures.converter = newValue
        closures.rx = {
          switch answer {
          case .success(let converter): Observable.just(converter)
          case .failure(let error): Observable.error(error)
          }
        }
        closures.producer = { SignalProducer(result: answer) }
        closures.async = { () async throws(ErrorResult) -> Converter in try answer.get() }
      }
    }
  }

  /// How many times any of the three methods was called.
  public var callCount: Int { closures.withLock { $0.calls } }

  /// The conversion rates as an observable; see `CurrencyService`.
  public func fetchConverter() -> Observable<Converter> {
    closure(\.rx, "fetchConverterClosure")()
  }

  /// The conversion rates as a single-value producer; see `CurrencyService`.
  public func fetchConverterProducer() -> SignalProducer<Converter, ErrorResult> {
    closure(\.producer, "fetchConverterProducerClosure")()
  }

  /// The conversion rates, awaited; see `CurrencyService`.
  public func fetchConverterAsync() async throws(ErrorResult) -> Converter {
    try await closure(\.async, "fetchConverterAsyncClosure")()
  }

  private func closure<Closure>(_ keyPath: KeyPath<Closures, Closure?>, _ name: String) -> Closure {
    let found = closures.withLock { closures -> Closure? in
      closures.calls += 1
      return closures[keyPath: keyPath]
    }
    guard let found else { preconditionFailure("CurrencyServiceMock: set \(name) before calling it") }
    return found
  }
}
