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
  private let answers = StyleAnswers<
    @Sendable () -> Observable<Converter>, @Sendable () -> SignalProducer<Converter, ErrorResult>,
    @Sendable () async throws(ErrorResult) -> Converter
  >(mock: "CurrencyServiceMock")
  private let answeredConverter = Lock<Converter?>(nil)

  /// A mock with no answers set.
  public init() {}

  /// Makes the observable that ``fetchConverter()`` returns.
  public var fetchConverterClosure: (@Sendable () -> Observable<Converter>)? {
    get { answers[\.rx] }
    set { answers[\.rx] = newValue }
  }

  /// Makes the producer that ``fetchConverterProducer()`` returns.
  public var fetchConverterProducerClosure: (@Sendable () -> SignalProducer<Converter, ErrorResult>)? {
    get { answers[\.producer] }
    set { answers[\.producer] = newValue }
  }

  /// Answers ``fetchConverterAsync()``.
  public var fetchConverterAsyncClosure: (@Sendable () async throws(ErrorResult) -> Converter)? {
    get { answers[\.async] }
    set { answers[\.async] = newValue }
  }

  /// Answers every style with this converter, or fails with `ErrorResult.custom(string: "No
  /// converter")` when it is `nil`: setting it sets the three closures.
  ///
  /// ```swift
  /// mock.converter = nil
  /// mock.fetchConverter()  // fails with .custom(string: "No converter")
  /// ```
  public var converter: Converter? {
    get { answeredConverter.value }
    set {
      let answer =
        newValue.map { Result<Converter, ErrorResult>.success($0) } ?? .failure(.custom(string: "No converter"))
      // Typed as the property so that the closure is not converted where the compiler crashes
      // (Swift 6.3, a typed-throws async closure handed straight to a generic parameter).
      let async: @Sendable () async throws(ErrorResult) -> Converter = { () async throws(ErrorResult) in
        try answer.get()
      }
      answeredConverter.withLock { $0 = newValue }
      answers.set(
        rx: {
          switch answer {
          case .success(let converter): Observable.just(converter)
          case .failure(let error): Observable.error(error)
          }
        },
        producer: { SignalProducer(result: answer) },
        async: async)
    }
  }

  /// How many times any of the three methods was called.
  public var callCount: Int { answers.callCount }

  /// The conversion rates as an observable; see `CurrencyService`.
  public func fetchConverter() -> Observable<Converter> {
    answers.closure(\.rx, "fetchConverterClosure")()
  }

  /// The conversion rates as a single-value producer; see `CurrencyService`.
  public func fetchConverterProducer() -> SignalProducer<Converter, ErrorResult> {
    answers.closure(\.producer, "fetchConverterProducerClosure")()
  }

  /// The conversion rates, awaited; see `CurrencyService`.
  public func fetchConverterAsync() async throws(ErrorResult) -> Converter {
    try await answers.closure(\.async, "fetchConverterAsyncClosure")()
  }
}
