import AsyncStyle

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
  func fetchConverter() async throws(NoConverter) -> Converter
}

final class CurrencyViewModel {
  let reload: AsyncStream<Void>.Continuation
  private(set) var rates: [CurrencyRate] = []
  private(set) var errorMessage: String?
  private let reloads: AsyncStream<Void>
  private let service: CurrencyService

  init(service: CurrencyService) {
    (reloads, reload) = AsyncStream<Void>.makeStream()
    self.service = service
  }

  func run() async {
    for await _ in reloads {
      do {
        rates = try await service.fetchConverter().rates
      } catch {
        errorMessage = "No converter"
        rates = []
      }
    }
  }
}
