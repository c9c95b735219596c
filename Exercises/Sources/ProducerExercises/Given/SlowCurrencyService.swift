// Given: the exercises of this style use it as it is.
import Foundation
import ProducerStyle
import Showcase
import ShowcaseTestDoubles
import Synchronization

/// A currency service whose producer-style requests answer `converters` in turn, each on
/// `scheduler` after `latency`; its other styles' requests are not used here.
public func slowCurrencyService(
  answering converters: [Converter], latency: Duration, scheduler: any DateScheduler
) -> CurrencyServiceMock {
  let remaining = Remaining(converters)
  let seconds = TimeInterval(latency / .milliseconds(1)) / 1000
  let service = CurrencyServiceMock()
  service.fetchConverterProducerClosure = {
    SignalProducer(value: remaining.next()).delay(seconds, on: scheduler)
  }
  return service
}

/// The answers a slow service has still to give, first first.
private final class Remaining: Sendable {
  private let converters: Mutex<[Converter]>

  init(_ converters: [Converter]) {
    self.converters = Mutex(converters)
  }

  func next() -> Converter {
    converters.withLock { $0.removeFirst() }
  }
}
