// Exercise rx-currency-converter-tests: the three testing patterns on the currency converter.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/CurrencyConverter.md
// Check: swift run exercises check rx-currency-converter-tests
import RxStyle
import RxStyleBlocking
import RxStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: subscribe a recorder to each of the view model's
/// outputs, `rates` and `errorMessage`, plan a reload (`input.reload.accept`) at each of `times`,
/// run the scheduler and return both recordings.
public func ratesAfterReloads(
  at times: [TestTime], viewModel: RxCurrencyViewModel, scheduler: TestScheduler
) -> (rates: [Recorded<Event<[CurrencyRate]>>], errorMessage: [Recorded<Event<String>>]) {
  // EXERCISE BEGIN (stub: return ([], []))
  let rates = scheduler.createObserver([CurrencyRate].self)
  let errorMessage = scheduler.createObserver(String.self)
  let bag = DisposeBag()
  viewModel.output.rates.asObservable().subscribe(rates).disposed(by: bag)
  viewModel.output.errorMessage.asObservable().subscribe(errorMessage).disposed(by: bag)
  for time in times {
    scheduler.scheduleAt(time) { viewModel.input.reload.accept(()) }
  }
  scheduler.start()
  return (rates.events, errorMessage.events)
  // EXERCISE END
}

/// The body of a blocking-first test: the converter the service's request answers with, read by
/// blocking on its first element (with a timeout of a second); a failure of the request is thrown.
public func firstConverter(from service: any CurrencyServiceObservable) throws -> Converter? {
  // EXERCISE BEGIN (stub: return nil)
  return try service.fetchConverter().toBlocking(timeout: 1).first()
  // EXERCISE END
}

/// The body of an injected-scheduler test: give the test scheduler to a service that answers
/// `converters` in turn, each after `latency` (`slowCurrencyService`), make a `RxCurrencyViewModel`
/// over it, record its `rates`, plan a reload at each of `times`, run the scheduler and return
/// the recording.
public func ratesFromSlowService(
  answering converters: [Converter], latency: Duration, reloadsAt times: [TestTime], scheduler: TestScheduler
) -> [Recorded<Event<[CurrencyRate]>>] {
  // EXERCISE BEGIN (stub: return [])
  let service = slowCurrencyService(answering: converters, latency: latency, scheduler: scheduler)
  let viewModel = RxCurrencyViewModel(service: service)
  let rates = scheduler.createObserver([CurrencyRate].self)
  let subscription = viewModel.output.rates.asObservable().subscribe(rates)
  for time in times {
    scheduler.scheduleAt(time) { viewModel.input.reload.accept(()) }
  }
  scheduler.start()
  subscription.dispose()
  return rates.events
  // EXERCISE END
}
