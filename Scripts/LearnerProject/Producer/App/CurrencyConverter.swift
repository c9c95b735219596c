import ProducerStyle

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
  func fetchConverter() -> SignalProducer<Converter, NoConverter>
}

struct CurrencyViewModel {
  let reload: Signal<Void, Never>.Observer
  let rates: Signal<[CurrencyRate], Never>
  let errorMessage: Signal<String, Never>

  init(service: CurrencyService) {
    let (reloads, reload) = Signal<Void, Never>.pipe()
    let (errors, errorObserver) = Signal<String, Never>.pipe()
    self.reload = reload
    rates = reloads.flatMap(.latest) {
      service.fetchConverter()
        .map { $0.rates }
        .flatMapError { _ in
          errorObserver.send(value: "No converter")
          return SignalProducer(value: [])
        }
    }
    errorMessage = errors
  }
}
