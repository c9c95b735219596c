import Foundation
import RxStyle

/// The currency converter's screen logic in the Rx style: reload on demand, show the rates or
/// an error.
///
/// Nothing is fetched until `input.reload` receives an element; each reload replaces the fetch
/// in flight. A failed fetch shows an empty list, sends its message on `output.errorMessage`
/// and ends `output.rates` (a Driver cannot fail), so subscribe to `errorMessage` first. This is
/// the article's design; the producer and async view models keep reloading after a failure.
///
/// ```swift
/// let viewModel = RxCurrencyViewModel(service: service)
/// viewModel.output.errorMessage.drive(onNext: { showAlert($0) }).disposed(by: bag)
/// viewModel.output.rates.drive(onNext: { table.show($0) }).disposed(by: bag)
/// viewModel.input.reload.accept(())
/// ```
public struct RxCurrencyViewModel {
  /// What the screen sends.
  public struct Input {
    /// Fetches the rates again, once per element.
    public let reload: PublishRelay<Void>
  }

  /// What the screen shows.
  public struct Output: Sendable {
    /// The rates of each successful fetch; an empty list, then completion, after a failure.
    public let rates: Driver<[CurrencyRate]>
    /// The message of each failed fetch.
    public let errorMessage: Driver<String>
  }

  /// The service the rates come from, held weakly as the screen's owner holds it.
  public weak var service: CurrencyServiceObservable?
  /// The screen's inputs.
  public let input: Input
  /// The screen's outputs.
  public let output: Output

  /// Wires the inputs to the outputs through `service`.
  ///
  /// - Parameter service: Where the rates come from.
  public init(service: CurrencyServiceObservable) {
    self.service = service

    let errorRelay = PublishRelay<String>()
    let reloadRelay = PublishRelay<Void>()

    // snippet: currency-converter-chain-rx
    let rates =
      reloadRelay
      .flatMapLatest({ service.fetchConverter() })
      .map({ $0.rates })
      .asDriver { (error) -> Driver<[CurrencyRate]> in
        errorRelay.accept(CurrencyText.message(for: error))
        return Driver.just([])
      }
    // end snippet

    self.input = Input(reload: reloadRelay)
    self.output = Output(
      rates: rates,
      errorMessage: errorRelay.asDriver(onErrorJustReturn: "An error happened"))
  }
}

/// The article's name for ``RxCurrencyViewModel``, so its tests read as written.
public typealias CurrencyViewModel = RxCurrencyViewModel
