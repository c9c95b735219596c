import AsyncStyle

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
