import RxStyle
import RxStyleTest
import Showcase
import ShowcaseTestDoubles
import TestSupport
import XCTest

/// The currency view model's RxTest tests, as the article writes them.
///
/// The outputs are Drivers, which deliver on the main thread; the tests run there, so each
/// event reaches its observer at the virtual time it was sent. `drive` is main-actor isolated, as
/// in RxCocoa, and XCTest on Linux cannot run `@MainActor` test methods, so each test body runs
/// in `MainActor.assumeIsolated { }` (XCTest calls it on the main thread).
// Safety: XCTest calls setUp, each test and tearDown on the main thread, one at a time, so the
// stored fixtures are never touched from two threads.
final class CurrencyConverterArticleTests: RxStyleTestCase, @unchecked Sendable {
  var scheduler: TestScheduler!
  var disposeBag: DisposeBag!
  var service: CurrencyServiceMock!
  var viewModel: CurrencyViewModel!

  override func setUp() {
    super.setUp()
    self.scheduler = TestScheduler(initialClock: 0)
    self.disposeBag = DisposeBag()
    self.service = CurrencyServiceMock()
    self.viewModel = CurrencyViewModel(service: service)
  }

  override func tearDown() {
    // The article lets the next setUp drop the bag; the leak check runs before that.
    self.disposeBag = nil
    self.viewModel = nil
    self.service = nil
    self.scheduler = nil
    super.tearDown()
  }

  func testFetchWithError() {
    MainActor.assumeIsolated {

      // create testable observers
      let rates = scheduler.createObserver([CurrencyRate].self)
      let errorMessage = scheduler.createObserver(String.self)

      // giving a service with no currencies
      service.converter = nil

      viewModel.output.rates
        .drive(rates)
        .disposed(by: disposeBag)

      viewModel.output.errorMessage
        .drive(errorMessage)
        .disposed(by: disposeBag)

      // when fetching the service
      scheduler.createColdObservable([.next(10, ())])
        .bind(to: viewModel.input.reload)
        .disposed(by: disposeBag)
      scheduler.start()

      // expected error message
      XCTAssertEqual(errorMessage.events, [.next(10, "No converter")])
    }
  }

  func testFetchCurrencies() {
    MainActor.assumeIsolated {

      // create scheduler
      let rates = scheduler.createObserver([CurrencyRate].self)

      // giving a service with mocked currencies
      let expectedRates: [CurrencyRate] = [CurrencyRate(currencyIso: "USD", rate: 1.4)]
      service.converter = Converter(base: "GBP", date: "01-01-2018", rates: expectedRates)

      // bind the result
      viewModel.output.rates
        .drive(rates)
        .disposed(by: disposeBag)

      // mock a reload
      scheduler.createColdObservable([.next(10, ()), .next(30, ())])
        .bind(to: viewModel.input.reload)
        .disposed(by: disposeBag)
      scheduler.start()

      XCTAssertEqual(rates.events, [.next(10, expectedRates), .next(30, expectedRates)])
    }
  }

  /// What the article leaves unasserted: a failed fetch shows an empty list and ends the rates,
  /// so a later reload fetches nothing.
  func testFetchWithErrorShowsAnEmptyListAndEndsTheRates() {
    MainActor.assumeIsolated {
      let rates = scheduler.createObserver([CurrencyRate].self)
      let errorMessage = scheduler.createObserver(String.self)
      service.converter = nil

      viewModel.output.errorMessage.drive(errorMessage).disposed(by: disposeBag)
      viewModel.output.rates.drive(rates).disposed(by: disposeBag)
      scheduler.createColdObservable([.next(10, ()), .next(20, ())])
        .bind(to: viewModel.input.reload)
        .disposed(by: disposeBag)
      scheduler.start()

      XCTAssertEqual(rates.events, [.next(10, []), .completed(10)])
      XCTAssertEqual(errorMessage.events, [.next(10, "No converter")])
    }
  }

  /// Without a subscriber to the rates nothing is fetched, so no error is shown — the article's
  /// reason for observing the rates in the error test.
  func testNoFetchWithoutRatesSubscriber() {
    MainActor.assumeIsolated {
      let errorMessage = scheduler.createObserver(String.self)
      service.converter = nil

      viewModel.output.errorMessage.drive(errorMessage).disposed(by: disposeBag)
      scheduler.createColdObservable([.next(10, ())])
        .bind(to: viewModel.input.reload)
        .disposed(by: disposeBag)
      scheduler.start()

      XCTAssertEqual(errorMessage.events, [])
    }
  }

  /// A reload before anyone watches the rates is lost: the relay does not replay it.
  func testReloadBeforeSubscriptionIsLost() {
    MainActor.assumeIsolated {
      let rates = scheduler.createObserver([CurrencyRate].self)
      let expectedRates = [CurrencyRate(currencyIso: "EUR", rate: 1.1)]
      service.converter = Converter(base: "GBP", date: "01-01-2018", rates: expectedRates)

      scheduler.createColdObservable([.next(10, ()), .next(30, ())])
        .bind(to: viewModel.input.reload)
        .disposed(by: disposeBag)
      scheduler.scheduleAt(20) {
        MainActor.assumeIsolated {
          self.viewModel.output.rates.drive(rates).disposed(by: self.disposeBag)
        }
      }
      scheduler.start()

      XCTAssertEqual(rates.events, [.next(30, expectedRates)])
    }
  }
}
