import RxExercises
import RxStyle
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class RxCurrencyConverterTestsTests: XCTestCase {
  private let gbp = Converter(
    base: "GBP", date: "2018-01-01",
    rates: [CurrencyRate(currencyIso: "EUR", rate: 1.1271), CurrencyRate(currencyIso: "USD", rate: 1.3513)])
  private let eur = Converter(base: "EUR", date: "2018-01-02", rates: [CurrencyRate(currencyIso: "USD", rate: 1.2)])

  func test_sink_reloads_ratesArriveForEach() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let service = CurrencyServiceMock()
    service.fetchConverterClosure = { [gbp] in .just(gbp) }
    let (rates, errorMessage) = ratesAfterReloads(
      at: [10, 30], viewModel: RxCurrencyViewModel(service: service), scheduler: scheduler)
    XCTAssertEqual(rates, [.next(10, gbp.rates), .next(30, gbp.rates)])
    XCTAssertEqual(errorMessage, [])
  }

  func test_sink_serviceFails_errorMessageThenEmptyRatesThatEnd() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let service = CurrencyServiceMock()
    service.fetchConverterClosure = { .error(ErrorResult.network(string: "offline")) }
    let (rates, errorMessage) = ratesAfterReloads(
      at: [10, 20], viewModel: RxCurrencyViewModel(service: service), scheduler: scheduler)
    XCTAssertEqual(errorMessage, [.next(10, "offline")])
    XCTAssertEqual(rates, [.next(10, []), .completed(10)])
  }

  func test_blockingFirst_isTheServicesConverter() throws {
    let service = CurrencyServiceMock()
    service.fetchConverterClosure = { [eur] in .just(eur) }
    XCTAssertEqual(try firstConverter(from: service), eur)
  }

  func test_blockingFirst_throwsTheServicesError() {
    let service = CurrencyServiceMock()
    service.fetchConverterClosure = { .error(ErrorResult.network(string: "offline")) }
    XCTAssertThrowsError(try firstConverter(from: service)) { error in
      XCTAssertEqual(error as? ErrorResult, .network(string: "offline"))
    }
  }

  func test_injectedScheduler_reloadWhileInFlight_replacesTheFetch() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let rates = ratesFromSlowService(
      answering: [gbp, eur], latency: .milliseconds(50), reloadsAt: [10, 30], scheduler: scheduler)
    XCTAssertEqual(rates, [.next(80, eur.rates)])
  }

  func test_injectedScheduler_reloadsApart_eachAnswerArrivesAfterTheLatency() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let rates = ratesFromSlowService(
      answering: [gbp, eur], latency: .milliseconds(50), reloadsAt: [10, 100], scheduler: scheduler)
    XCTAssertEqual(rates, [.next(60, gbp.rates), .next(150, eur.rates)])
  }
}
