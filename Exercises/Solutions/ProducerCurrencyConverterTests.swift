// Exercise producer-currency-converter-tests: the three testing patterns on the currency converter.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/CurrencyConverter.md
// Check: swift run exercises check producer-currency-converter-tests
import Foundation
import ProducerStyle
import ProducerStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: observe each of the view model's outputs,
/// `rates` and `errorMessage`, with an `EventRecorder` stamped by `scheduler`, plan a reload
/// (`input.reload.send(value: ())`) at each of `times` (seconds from the scheduler's start date),
/// run the scheduler and return both recordings.
public func ratesAfterReloads(
  at times: [TimeInterval], viewModel: ProducerCurrencyViewModel, scheduler: TestScheduler
) -> (rates: [Recorded<[CurrencyRate], Never>], errorMessage: [Recorded<String, Never>]) {
  // EXERCISE BEGIN (stub: return ([], []))
  let errorMessage = EventRecorder(viewModel.output.errorMessage, clock: scheduler)
  let rates = EventRecorder(viewModel.output.rates, clock: scheduler)
  for time in times {
    _ = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(time)) {
      viewModel.input.reload.send(value: ())
    }
  }
  scheduler.run()
  return (rates.recorded, errorMessage.recorded)
  // EXERCISE END
}

/// The body of a blocking-first test: start the service's request and block for its first event
/// (`first()`), a converter or the request's error.
public func firstConverter(from service: any CurrencyService) -> Result<Converter, ErrorResult>? {
  // EXERCISE BEGIN (stub: return nil)
  return service.fetchConverterProducer().first()
  // EXERCISE END
}

/// The body of an injected-scheduler test: give the test scheduler to a service that answers
/// `converters` in turn, each after `latency` (`slowCurrencyService`), make a
/// `ProducerCurrencyViewModel` over it, record its `rates`, plan a reload at each of `times`
/// (seconds from the start date), run the scheduler and return the recording.
public func ratesFromSlowService(
  answering converters: [Converter], latency: Duration, reloadsAt times: [TimeInterval], scheduler: TestScheduler
) -> [Recorded<[CurrencyRate], Never>] {
  // EXERCISE BEGIN (stub: return [])
  let service = slowCurrencyService(answering: converters, latency: latency, scheduler: scheduler)
  let viewModel = ProducerCurrencyViewModel(service: service)
  let rates = EventRecorder(viewModel.output.rates, clock: scheduler)
  for time in times {
    _ = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(time)) {
      viewModel.input.reload.send(value: ())
    }
  }
  scheduler.run()
  return rates.recorded
  // EXERCISE END
}
