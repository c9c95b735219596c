import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import XCTest

final class ProducerCurrencyConverterTestsTests: XCTestCase {
  private let gbp = Converter(
    base: "GBP", date: "2018-01-01",
    rates: [CurrencyRate(currencyIso: "EUR", rate: 1.1271), CurrencyRate(currencyIso: "USD", rate: 1.3513)])
  private let eur = Converter(base: "EUR", date: "2018-01-02", rates: [CurrencyRate(currencyIso: "USD", rate: 1.2)])

  func test_sink_reloads_ratesArriveForEach() {
    let scheduler = TestScheduler()
    let service = CurrencyServiceMock()
    service.fetchConverterProducerClosure = { [gbp] in SignalProducer(value: gbp) }
    let (rates, errorMessage) = ratesAfterReloads(
      at: [0.01, 0.03], viewModel: ProducerCurrencyViewModel(service: service), scheduler: scheduler)
    XCTAssertEqual(rates, [.value(gbp.rates, at: 0.01), .value(gbp.rates, at: 0.03)])
    XCTAssertEqual(errorMessage, [])
  }

  func test_sink_serviceFails_errorMessageThenEmptyRates_thenFetchesAgain() {
    let scheduler = TestScheduler()
    let service = CurrencyServiceMock()
    service.fetchConverterProducerClosure = { SignalProducer(error: .network(string: "offline")) }
    let (rates, errorMessage) = ratesAfterReloads(
      at: [0.01, 0.02], viewModel: ProducerCurrencyViewModel(service: service), scheduler: scheduler)
    XCTAssertEqual(errorMessage, [.value("offline", at: 0.01), .value("offline", at: 0.02)])
    XCTAssertEqual(rates, [.value([], at: 0.01), .value([], at: 0.02)])
  }

  func test_blockingFirst_isTheServicesConverter() {
    let service = CurrencyServiceMock()
    service.fetchConverterProducerClosure = { [eur] in SignalProducer(value: eur) }
    XCTAssertEqual(firstConverter(from: service), .success(eur))
  }

  func test_blockingFirst_isTheServicesError() {
    let service = CurrencyServiceMock()
    service.fetchConverterProducerClosure = { SignalProducer(error: .network(string: "offline")) }
    XCTAssertEqual(firstConverter(from: service), .failure(.network(string: "offline")))
  }

  func test_injectedScheduler_reloadWhileInFlight_replacesTheFetch() {
    let scheduler = TestScheduler()
    let rates = ratesFromSlowService(
      answering: [gbp, eur], latency: .milliseconds(50), reloadsAt: [0.01, 0.03], scheduler: scheduler)
    XCTAssertEqual(rates, [.value(eur.rates, at: 0.08)])
  }

  func test_injectedScheduler_reloadsApart_eachAnswerArrivesAfterTheLatency() {
    let scheduler = TestScheduler()
    let rates = ratesFromSlowService(
      answering: [gbp, eur], latency: .milliseconds(250), reloadsAt: [0.5, 1], scheduler: scheduler)
    XCTAssertEqual(rates, [.value(gbp.rates, at: 0.75), .value(eur.rates, at: 1.25)])
  }
}
