import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The Rx-style currency converter, tested with the three patterns: sink, blocking-first (the
/// file and live services) and injected scheduler. Times are in milliseconds (`resolution:
/// 0.001`). The outputs are Drivers and the tests run on the main thread, so each event arrives
/// at the virtual time it was sent.
final class RxCurrencyConverterTests: RxStyleTestCase {
  private var scheduler: TestScheduler!
  private var disposeBag: DisposeBag!
  private var service: CurrencyServiceMock!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    disposeBag = DisposeBag()
    service = CurrencyServiceMock()
  }

  override func tearDown() {
    disposeBag = nil
    super.tearDown()
  }

  private func reload(_ viewModel: RxCurrencyViewModel, at times: [Int]) {
    for time in times {
      scheduler.scheduleAt(time) { viewModel.input.reload.accept(()) }
    }
  }

  private func observe(_ viewModel: RxCurrencyViewModel) -> (
    rates: TestableObserver<[CurrencyRate]>, errorMessage: TestableObserver<String>
  ) {
    let rates = scheduler.createObserver([CurrencyRate].self)
    let errorMessage = scheduler.createObserver(String.self)
    viewModel.output.errorMessage.asObservable().subscribe(errorMessage).disposed(by: disposeBag)
    viewModel.output.rates.asObservable().subscribe(rates).disposed(by: disposeBag)
    return (rates, errorMessage)
  }

  // MARK: Sink

  func test_reloads_ratesArriveForEach() {
    // Given
    service.fetchConverterClosure = { .just(gbpConverter) }
    let viewModel = RxCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    // When
    reload(viewModel, at: [10, 30])
    scheduler.start()

    // Then
    XCTAssertEqual(rates.events, [.next(10, gbpConverter.rates), .next(30, gbpConverter.rates)])
    XCTAssertEqual(errorMessage.events, [])
  }

  func test_serviceFails_errorMessageThenEmptyRates() {
    service.fetchConverterClosure = { .error(ErrorResult.network(string: "offline")) }
    let viewModel = RxCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10])
    scheduler.start()

    XCTAssertEqual(errorMessage.events, [.next(10, "offline")])
    XCTAssertEqual(rates.events, [.next(10, []), .completed(10)])
  }

  func test_noRates_showAnEmptyListAndNoError() {
    service.fetchConverterClosure = { .just(emptyConverter) }
    let viewModel = RxCurrencyViewModel(service: service)
    let (rates, errorMessage) = observe(viewModel)

    reload(viewModel, at: [10])
    scheduler.start()

    XCTAssertEqual(rates.events, [.next(10, [])])
    XCTAssertEqual(errorMessage.events, [])
  }

  func test_failureThenReload_ratesHaveEnded() {
    service.fetchConverterClosure = { .error(ErrorResult.network(string: "offline")) }
    let viewModel = RxCurrencyViewModel(service: service)
    let (rates, _) = observe(viewModel)

    reload(viewModel, at: [10, 20])
    scheduler.start()

    // The article's Driver ends with its fallback: later reloads fetch nothing.
    XCTAssertEqual(rates.events, [.next(10, []), .completed(10)])
    XCTAssertEqual(service.callCount, 1)
  }

  // MARK: Blocking first

  func test_bundledFile_blockingFirst_readsTheSampleRates() throws {
    let converter = try FileCurrencyService().fetchConverter().toBlocking(timeout: 5).first()
    XCTAssertEqual(converter?.base, "GBP")
    XCTAssertEqual(converter?.rates.map(\.currencyIso), bundledRateCodes)
  }

  func test_missingOrMalformedFiles_blockingFirst_failWithTypedErrors() throws {
    for (url, expected) in try writeBadRateFiles() {
      XCTAssertThrowsError(try FileCurrencyService(url: url).fetchConverter().toBlocking(timeout: 5).first()) { error in
        XCTAssertEqual(error as? ErrorResult, expected, url.lastPathComponent)
      }
    }
  }

  func test_liveService_blockingFirst_fetchesTheRatesAndMapsFailures() throws {
    let server = try LoopbackHTTPServer.currencyRoutes()
    defer { server.stop() }

    let converter = try LiveCurrencyService(url: server.url("/rates")).fetchConverter().toBlocking(timeout: 10).first()
    XCTAssertEqual(converter, gbpConverter)
    for (path, expected) in liveCurrencyFailures {
      XCTAssertThrowsError(
        try LiveCurrencyService(url: server.url(path)).fetchConverter().toBlocking(timeout: 10).first()
      ) {
        XCTAssertEqual($0 as? ErrorResult, expected, path)
      }
    }
  }

  // MARK: Injected scheduler

  func test_reloadWhileInFlight_replacesTheFetch() {
    let converters = Locked([gbpConverter, eurConverter])
    service.fetchConverterClosure = { [scheduler] in
      let converter = converters.withLock { $0.removeFirst() }
      return Observable.just(converter).delay(.milliseconds(50), scheduler: scheduler!)
    }
    let viewModel = RxCurrencyViewModel(service: service)
    let (rates, _) = observe(viewModel)

    reload(viewModel, at: [10, 30])
    scheduler.start()

    // The first fetch (10–60) is replaced at 30 by the second (30–80).
    XCTAssertEqual(rates.events, [.next(80, eurConverter.rates)])
    XCTAssertEqual(service.callCount, 2)
  }

  func test_disposedMidRequest_cancelsTheFetch() {
    let cancelledAt = Locked<[Int]>([])
    service.fetchConverterClosure = { [scheduler] in
      Observable.just(gbpConverter).delay(.milliseconds(50), scheduler: scheduler!)
        .do(onDispose: { cancelledAt.withLock { $0.append(scheduler!.clock) } })
    }
    let viewModel = RxCurrencyViewModel(service: service)
    reload(viewModel, at: [10])

    let rates = scheduler.start(created: 0, subscribed: 0, disposed: 30) { viewModel.output.rates.asObservable() }

    XCTAssertEqual(rates.events, [])
    XCTAssertEqual(cancelledAt.value, [30])
  }
}
