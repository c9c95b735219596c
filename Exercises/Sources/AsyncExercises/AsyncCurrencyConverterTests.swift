// Exercise async-currency-converter-tests: the three testing patterns on the currency converter.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/CurrencyConverter.md
// Check: swift run exercises check async-currency-converter-tests
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: start the view model's `run()` on the scheduler
/// (`scheduler.spawn`), record its outputs `rates` and `errorMessage`, plan a reload
/// (`input.reload.yield()`) at each of `times`, advance to 1000, cancel the run and both
/// recorders, let the scheduler settle and return both recordings.
public func ratesAfterReloads(
  at times: [Int], viewModel: AsyncCurrencyViewModel, scheduler: AsyncTestScheduler
) -> (rates: [AsyncRecorded<[CurrencyRate], Never>], errorMessage: [AsyncRecorded<String, Never>]) {
  // TODO: your code here, in place of the line below.
  return ([], [])
}

/// The body of a blocking-first test: the converter the service answers with. In the async style,
/// waiting for the first (and only) answer is an `await`; a failure of the request is thrown.
public func firstConverter(from service: any CurrencyService) async throws(ErrorResult) -> Converter? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-clock test: give `scheduler.clock` to a service that answers
/// `converters` in turn, each after `latency` (`slowCurrencyService`), make an
/// `AsyncCurrencyViewModel` over it, start its `run()` on the scheduler, record its `rates`, plan
/// a reload at each of `times`, advance to 1000, cancel the run and the recorder, let the
/// scheduler settle and return the recording.
public func ratesFromSlowService(
  answering converters: [Converter], latency: Duration, reloadsAt times: [Int], scheduler: AsyncTestScheduler
) -> [AsyncRecorded<[CurrencyRate], Never>] {
  // TODO: your code here, in place of the line below.
  return []
}
