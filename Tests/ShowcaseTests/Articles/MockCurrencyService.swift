import RxStyle
import Showcase
import StyleInternals

/// The currency service the view model tests control: answers with `converter`, or fails
/// with "No converter" when it is `nil`.
final class MockCurrencyService: CurrencyServiceObservable {
  private let state = Lock<Converter?>(nil)

  var converter: Converter? {
    get { state.withLock { $0 } }
    set { state.withLock { $0 = newValue } }
  }

  func fetchConverter() -> Observable<Converter> {
    guard let converter else {
      return Observable.error(ErrorResult.custom(string: "No converter"))
    }
    return Observable.just(converter)
  }
}
