import ProducerStyle

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
