// Given: the exercises of this style use it as it is.
import Foundation
import ProducerStyle
import Showcase
import ShowcaseTestDoubles

/// A currency service whose producer-style requests answer `converters` in the order of the
/// calls, each on `scheduler` after `latency`; its other styles' requests are not used here.
public func slowCurrencyService(
  answering converters: [Converter], latency: Duration, scheduler: any DateScheduler
) -> CurrencyServiceMock {
  let service = CurrencyServiceMock()
  let seconds = TimeInterval(latency / .milliseconds(1)) / 1000
  // The mock counts a call before it asks for the answer.
  service.fetchConverterProducerClosure = { [unowned service] in
    SignalProducer(value: converters[service.callCount - 1]).delay(seconds, on: scheduler)
  }
  return service
}
