// Given: the exercises of this style use it as it is.
import RxStyle
import Showcase
import ShowcaseTestDoubles

/// A currency service whose Rx-style requests answer `converters` in the order of the calls, each
/// on `scheduler` after `latency`; its other styles' requests are not used here.
public func slowCurrencyService(
  answering converters: [Converter], latency: Duration, scheduler: any SchedulerType
) -> CurrencyServiceMock {
  let service = CurrencyServiceMock()
  let delay = RxTimeInterval.milliseconds(Int(latency / .milliseconds(1)))
  // The mock counts a call before it asks for the answer.
  service.fetchConverterClosure = { [unowned service] in
    Observable.just(converters[service.callCount - 1]).delay(delay, scheduler: scheduler)
  }
  return service
}
