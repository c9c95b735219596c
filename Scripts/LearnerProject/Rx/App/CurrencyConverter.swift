import RxStyle

struct CurrencyRate: Equatable {
  let currencyIso: String
  let rate: Double
}

struct Converter {
  let base: String
  let rates: [CurrencyRate]
}

struct NoConverter: Error {}

protocol CurrencyService: AnyObject {
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
