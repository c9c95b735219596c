import RxStyle

nonisolated struct CurrencyRate: Equatable, Sendable {
  let currencyIso: String
  let rate: Double
}

nonisolated struct Converter: Sendable {
  let base: String
  let rates: [CurrencyRate]
}

nonisolated struct NoConverter: Error {}

nonisolated protocol CurrencyService: AnyObject, Sendable {
  func fetchConverter() -> Observable<Converter>
}

struct CurrencyViewModel {
  let reload = PublishRelay<Void>()
  let rates: Driver<[CurrencyRate]>
  let errorMessage: Driver<String>

  init(service: CurrencyService) {
    let errorRelay = PublishRelay<String>()
    rates =
      reload
      .flatMapLatest { service.fetchConverter() }
      .map { $0.rates }
      .asDriver { _ in
        errorRelay.accept("No converter")
        return Driver.just([])
      }
    errorMessage = errorRelay.asDriver(onErrorJustReturn: "An error happened")
  }
}
