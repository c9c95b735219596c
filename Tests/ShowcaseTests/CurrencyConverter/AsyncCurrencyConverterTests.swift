import AsyncStyle
import AsyncStyleTest
import Foundation
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The async currency converter, tested with the three patterns: sink, blocking-first (`try
/// await`, the file and live services) and injected clock. Times are ticks of one millisecond.
final class AsyncCurrencyConverterTests: AsyncStyleTestCase {
  private var scheduler: AsyncTestScheduler!
  private var service: CurrencyServiceMock!
  private var stops: [() -> Void] = []

  override func setUp() {
    super.setUp()
    scheduler = AsyncTestScheduler()
    service = CurrencyServiceMock()
  }

  override func tearDown() {
    // The view model runs until its task is cancelled, and recorders until they are cancelled.
    for stop in stops { stop() }
    scheduler.runUntilIdle()
    stops = []
    super.tearDown()
  }

  private func reload(_ viewModel: AsyncCurrencyViewModel, at times: [Int]) {
    for time in times {
      scheduler.schedule(at: time) { viewModel.input.reload.yield() }
    }
  }

  private func observe(_ viewModel: AsyncCurrencyViewModel) -> (
    rates: AsyncRecorder<[CurrencyRate], Never>, errorMessage: AsyncRecorder<String, Never>
  ) {
    let running = scheduler.spawn { await viewModel.run() }
    let errorMessage = scheduler.record(viewModel.output.errorMessage)
    let rates = scheduler.record(viewModel.output.rates)
    stops += [{ running.cancel() }, { rates.cancel() }, { errorMessage.cancel() }]
    return (rates, errorMessage)
  }

  // MARK: Sink

  func test_reloads_ratesArriveForEach() {
    // Given
    service.fetchConverterAsyncClosure = { gbpConverter }
    let viewModel = AsyncCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    // When
    reload(viewModel, at: [10, 30])
    scheduler.advance(to: 1000)

    // Then
    XCTAssertEqual(rates.events, [.next(10, gbpConverter.rates), .next(30, gbpConverter.rates)])
    XCTAssertEqual(errorMessage.events, [])
  }

  func test_serviceFails_errorMessageThenEmptyRates() {
    service.fetchConverterAsyncClosure = { () throws(ErrorResult) in throw .network(string: "offline") }
    let viewModel = AsyncCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10])
    scheduler.advance(to: 1000)

    XCTAssertEqual(errorMessage.events, [.next(10, "offline")])
    XCTAssertEqual(rates.events, [.next(10, [])])
  }

  func test_noRates_showAnEmptyListAndNoError() {
    service.fetchConverterAsyncClosure = { emptyConverter }
    let viewModel = AsyncCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10])
    scheduler.advance(to: 1000)

    XCTAssertEqual(rates.events, [.next(10, [])])
    XCTAssertEqual(errorMessage.events, [])
  }

  func test_failureThenReload_fetchesAgain() {
    let answers = Locked<[Result<Converter, ErrorResult>]>([
      .failure(.network(string: "offline")), .success(gbpConverter),
    ])
    service.fetchConverterAsyncClosure = { () throws(ErrorResult) in try answers.withLock { $0.removeFirst() }.get() }
    let viewModel = AsyncCurrencyViewModel(service: service)
    let (rates, _) = observe(viewModel)

    reload(viewModel, at: [10, 20])
    scheduler.advance(to: 1000)

    // Unlike the article's Driver, a failure ends only its own fetch.
    XCTAssertEqual(rates.events, [.next(10, []), .next(20, gbpConverter.rates)])
    XCTAssertEqual(service.callCount, 2)
  }

  // MARK: Blocking first

  func test_bundledFile_await_readsTheSampleRates() async throws {
    let converter = try await FileCurrencyService().fetchConverterAsync()
    XCTAssertEqual(converter.base, "GBP")
    XCTAssertEqual(converter.rates.map(\.currencyIso), bundledRateCodes)
  }

  func test_missingOrMalformedFiles_await_failWithTypedErrors() async throws {
    for (url, expected) in try writeBadRateFiles() {
      do {
        _ = try await FileCurrencyService(url: url).fetchConverterAsync()
        XCTFail("\(url.lastPathComponent) must fail")
      } catch {
        XCTAssertEqual(error, expected, url.lastPathComponent)
      }
    }
  }

  func test_liveService_await_fetchesTheRatesAndMapsFailures() async throws {
    let server = try LoopbackHTTPServer.currencyRoutes()
    defer { server.stop() }

    let converter = try await LiveCurrencyService(url: server.url("/rates")).fetchConverterAsync()
    XCTAssertEqual(converter, gbpConverter)
    for (path, expected) in liveCurrencyFailures {
      do {
        _ = try await LiveCurrencyService(url: server.url(path)).fetchConverterAsync()
        XCTFail("\(path) must fail")
      } catch {
        XCTAssertEqual(error, expected, path)
      }
    }
  }

  // MARK: Injected clock

  /// Answers `converters` in turn, each after 50 ms on the test clock; records when a fetch is
  /// cancelled.
  private func slowService(answering converters: [Converter], cancelledAt: Locked<[Int]>? = nil) {
    let remaining = Locked(converters)
    let (scheduler, clock) = (scheduler!, scheduler.clock)
    service.fetchConverterAsyncClosure = { () throws(ErrorResult) in
      let converter = remaining.withLock { $0.removeFirst() }
      do {
        try await clock.sleep(for: .milliseconds(50))
      } catch {
        cancelledAt?.withLock { $0.append(scheduler.currentTick) }
        throw .custom(string: "cancelled")
      }
      return converter
    }
  }

  func test_reloadWhileInFlight_replacesTheFetch() {
    let cancelledAt = Locked<[Int]>([])
    slowService(answering: [gbpConverter, eurConverter], cancelledAt: cancelledAt)
    let viewModel = AsyncCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10, 30])
    scheduler.advance(to: 1000)

    // The first fetch (10–60) is cancelled at 30 by the second (30–80); it shows no error.
    XCTAssertEqual(rates.events, [.next(80, eurConverter.rates)])
    XCTAssertEqual(errorMessage.events, [])
    XCTAssertEqual(cancelledAt.value, [30])
  }

  func test_cancelledMidRequest_cancelsTheFetch() {
    let cancelledAt = Locked<[Int]>([])
    slowService(answering: [gbpConverter], cancelledAt: cancelledAt)
    let viewModel = AsyncCurrencyViewModel(service: service)
    let running = scheduler.spawn { await viewModel.run() }
    let rates = scheduler.record(viewModel.output.rates)
    stops.append { rates.cancel() }

    reload(viewModel, at: [10])
    scheduler.advance(to: 30)
    running.cancel()
    scheduler.advance(to: 1000)

    XCTAssertEqual(rates.events, [])
    XCTAssertEqual(cancelledAt.value, [30])
    XCTAssertTrue(running.isFinished)
  }
}
