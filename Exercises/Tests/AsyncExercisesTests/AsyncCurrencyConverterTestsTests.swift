import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class AsyncCurrencyConverterTestsTests: XCTestCase {
  private let gbp = Converter(
    base: "GBP", date: "2018-01-01",
    rates: [CurrencyRate(currencyIso: "EUR", rate: 1.1271), CurrencyRate(currencyIso: "USD", rate: 1.3513)])
  private let eur = Converter(base: "EUR", date: "2018-01-02", rates: [CurrencyRate(currencyIso: "USD", rate: 1.2)])

  func test_sink_reloads_ratesArriveForEach() {
    let scheduler = AsyncTestScheduler()
    let service = CurrencyServiceMock()
    service.fetchConverterAsyncClosure = { [gbp] in gbp }
    let (rates, errorMessage) = ratesAfterReloads(
      at: [10, 30], viewModel: AsyncCurrencyViewModel(service: service), scheduler: scheduler)
    XCTAssertEqual(rates, [.next(10, gbp.rates), .next(30, gbp.rates)])
    XCTAssertEqual(errorMessage, [])
  }

  func test_sink_serviceFails_errorMessageThenEmptyRates_thenFetchesAgain() {
    let scheduler = AsyncTestScheduler()
    let service = CurrencyServiceMock()
    service.fetchConverterAsyncClosure = { () throws(ErrorResult) in throw .network(string: "offline") }
    let (rates, errorMessage) = ratesAfterReloads(
      at: [10, 20], viewModel: AsyncCurrencyViewModel(service: service), scheduler: scheduler)
    XCTAssertEqual(errorMessage, [.next(10, "offline"), .next(20, "offline")])
    XCTAssertEqual(rates, [.next(10, []), .next(20, [])])
  }

  func test_blockingFirst_isTheServicesConverter() async throws {
    let service = CurrencyServiceMock()
    service.fetchConverterAsyncClosure = { [eur] in eur }
    let converter = try await firstConverter(from: service)
    XCTAssertEqual(converter, eur)
  }

  func test_blockingFirst_throwsTheServicesError() async {
    let service = CurrencyServiceMock()
    service.fetchConverterAsyncClosure = { () throws(ErrorResult) in throw .network(string: "offline") }
    do {
      let converter = try await firstConverter(from: service)
      XCTFail("expected the service's error, got \(String(describing: converter))")
    } catch {
      XCTAssertEqual(error, .network(string: "offline"))
    }
  }

  func test_injectedClock_reloadWhileInFlight_replacesTheFetch() {
    let scheduler = AsyncTestScheduler()
    let rates = ratesFromSlowService(
      answering: [gbp, eur], latency: .milliseconds(50), reloadsAt: [10, 30], scheduler: scheduler)
    XCTAssertEqual(rates, [.next(80, eur.rates)])
  }

  func test_injectedClock_reloadsApart_eachAnswerArrivesAfterTheLatency() {
    let scheduler = AsyncTestScheduler()
    let rates = ratesFromSlowService(
      answering: [gbp, eur], latency: .milliseconds(50), reloadsAt: [10, 100], scheduler: scheduler)
    XCTAssertEqual(rates, [.next(60, gbp.rates), .next(150, eur.rates)])
  }
}
