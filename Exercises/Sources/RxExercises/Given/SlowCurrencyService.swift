// Given: the exercises of this style use it as it is.
import RxStyle
import Showcase
import ShowcaseTestDoubles
import Synchronization

/// A currency service whose Rx-style requests answer `converters` in turn, each on `scheduler`
/// after `latency`; its other styles' requests are not used here.
public func slowCurrencyService(
  answering converters: [Converter], latency: Duration, scheduler: any SchedulerType
) -> CurrencyServiceMock {
  let remaining = Remaining(converters)
  let service = CurrencyServiceMock()
  service.fetchConverterClosure = {
    Observable.just(remaining.next()).delay(.milliseconds(Int(latency / .milliseconds(1))), scheduler: scheduler)
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
