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
  // TODO: your code here, in place of the line below.
  return ([], [])
}

/// The body of a blocking-first test: the converter the service's request answers with, read by
/// blocking on its first element (with a timeout of a second); a failure of the request is thrown.
public func firstConverter(from service: any CurrencyServiceObservable) throws -> Converter? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-scheduler test: give the test scheduler to a service that answers
/// `converters` in turn, each after `latency` (`slowCurrencyService`), make a `RxCurrencyViewModel`
/// over it, record its `rates`, plan a reload at each of `times`, run the scheduler and return
/// the recording.
public func ratesFromSlowService(
  answering converters: [Converter], latency: Duration, reloadsAt times: [TestTime], scheduler: TestScheduler
) -> [Recorded<Event<[CurrencyRate]>>] {
  // TODO: your code here, in place of the line below.
  return []
}
