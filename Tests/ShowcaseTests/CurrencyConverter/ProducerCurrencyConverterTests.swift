import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The producer-style currency converter, tested with the three patterns: sink, blocking-first
/// (the file and live services) and injected scheduler. Times are in seconds.
final class ProducerCurrencyConverterTests: ProducerStyleTestCase {
  private var scheduler: TestScheduler!
  private var service: CurrencyServiceMock!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler()
    service = CurrencyServiceMock()
  }

  private func reload(_ viewModel: ProducerCurrencyViewModel, at times: [Int]) {
    for time in times {
      _ = scheduler.schedule(after: date(time)) { viewModel.input.reload.send(value: ()) }
    }
  }

  private func date(_ milliseconds: Int) -> Date {
    scheduler.startDate.addingTimeInterval(TimeInterval(milliseconds) / 1000)
  }

  private func observe(_ viewModel: ProducerCurrencyViewModel) -> (
    rates: EventRecorder<[CurrencyRate], Never>, errorMessage: EventRecorder<String, Never>
  ) {
    let errorMessage = EventRecorder(viewModel.output.errorMessage, clock: scheduler)
    let rates = EventRecorder(viewModel.output.rates, clock: scheduler)
    return (rates, errorMessage)
  }

  // MARK: Sink

  func test_reloads_ratesArriveForEach() {
    // Given
    service.fetchConverterProducerClosure = { SignalProducer(value: gbpConverter) }
    let viewModel = ProducerCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    // When
    reload(viewModel, at: [10, 30])
    scheduler.run()

    // Then
    XCTAssertEqual(rates.recorded, [.value(gbpConverter.rates, at: 0.01), .value(gbpConverter.rates, at: 0.03)])
    XCTAssertEqual(errorMessage.recorded, [])
  }

  func test_serviceFails_errorMessageThenEmptyRates() {
    service.fetchConverterProducerClosure = { SignalProducer(error: .network(string: "offline")) }
    let viewModel = ProducerCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10])
    scheduler.run()

    XCTAssertEqual(errorMessage.recorded, [.value("offline", at: 0.01)])
    XCTAssertEqual(rates.recorded, [.value([], at: 0.01)])
  }

  func test_noRates_showAnEmptyListAndNoError() {
    service.fetchConverterProducerClosure = { SignalProducer(value: emptyConverter) }
    let viewModel = ProducerCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10])
    scheduler.run()

    XCTAssertEqual(rates.recorded, [.value([], at: 0.01)])
    XCTAssertEqual(errorMessage.recorded, [])
  }

  func test_failureThenReload_fetchesAgain() {
    let answers = Locked<[SignalProducer<Converter, ErrorResult>]>([
      SignalProducer(error: .network(string: "offline")), SignalProducer(value: gbpConverter),
    ])
    service.fetchConverterProducerClosure = { answers.withLock { $0.removeFirst() } }
    let viewModel = ProducerCurrencyViewModel(service: service)
    let (rates, _) = observe(viewModel)

    reload(viewModel, at: [10, 20])
    scheduler.run()

    // Unlike the article's Driver, a failure ends only its own fetch.
    XCTAssertEqual(rates.recorded, [.value([], at: 0.01), .value(gbpConverter.rates, at: 0.02)])
    XCTAssertEqual(service.callCount, 2)
  }

  // MARK: Blocking first

  func test_bundledFile_first_readsTheSampleRates() {
    let converter = try? FileCurrencyService().fetchConverterProducer().first()?.get()
    XCTAssertEqual(converter?.base, "GBP")
    XCTAssertEqual(converter?.rates.map(\.currencyIso), bundledRateCodes)
  }

  func test_missingOrMalformedFiles_first_failWithTypedErrors() throws {
    for (url, expected) in try writeBadRateFiles() {
      XCTAssertEqual(
        FileCurrencyService(url: url).fetchConverterProducer().first(), .failure(expected), url.lastPathComponent)
    }
  }

  func test_liveService_first_fetchesTheRatesAndMapsFailures() throws {
    let server = try LoopbackHTTPServer.currencyRoutes()
    defer { server.stop() }

    XCTAssertEqual(
      LiveCurrencyService(url: server.url("/rates")).fetchConverterProducer().first(), .success(gbpConverter))
    for (path, expected) in liveCurrencyFailures {
      XCTAssertEqual(
        LiveCurrencyService(url: server.url(path)).fetchConverterProducer().first(), .failure(expected), path)
    }
  }

  // MARK: Injected scheduler

  func test_reloadWhileInFlight_replacesTheFetch() {
    let converters = Locked([gbpConverter, eurConverter])
    service.fetchConverterProducerClosure = { [scheduler] in
      let converter = converters.withLock { $0.removeFirst() }
      return SignalProducer(value: converter).delay(0.05, on: scheduler!)
    }
    let viewModel = ProducerCurrencyViewModel(service: service)
    let (rates, _) = observe(viewModel)

    reload(viewModel, at: [10, 30])
    scheduler.run()

    // The first fetch (0.01–0.06 s) is replaced at 0.03 s by the second (0.03–0.08 s).
    XCTAssertEqual(rates.recorded, [.value(eurConverter.rates, at: 0.08)])
    XCTAssertEqual(service.callCount, 2)
  }

  func test_releasedMidRequest_cancelsTheFetchAndEndsTheOutputs() {
    let cancelledAt = Locked<[TimeInterval]>([])
    service.fetchConverterProducerClosure = { [scheduler] in
      SignalProducer(value: gbpConverter).delay(0.05, on: scheduler!)
        .on(disposed: { cancelledAt.withLock { $0.append(scheduler!.recorderTime) } })
    }
    var viewModel: ProducerCurrencyViewModel? = ProducerCurrencyViewModel(service: service)
    let (rates, _) = observe(viewModel!)
    reload(viewModel!, at: [10])

    scheduler.advance(to: date(30))
    viewModel = nil
    scheduler.run()

    XCTAssertEqual(rates.recorded, [.completed(at: 0.03)])
    XCTAssertEqual(cancelledAt.value, [0.03])
  }
}
