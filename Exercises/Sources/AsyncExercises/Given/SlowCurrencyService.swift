// Given: the exercises of this style use it as it is.
import Showcase
import ShowcaseTestDoubles

/// A currency service whose async requests answer `converters` in the order of the calls, each
/// after `latency` on `clock`; a request cancelled while it waits fails. Its other styles'
/// requests are not used here.
public func slowCurrencyService(
  answering converters: [Converter], latency: Duration, clock: some Clock<Duration>
) -> CurrencyServiceMock {
  let service = CurrencyServiceMock()
  // The mock counts a call before it asks for the answer.
  service.fetchConverterAsyncClosure = { [unowned service] () async throws(ErrorResult) -> Converter in
    let converter = converters[service.callCount - 1]
    do {
      try await clock.sleep(for: latency)
    } catch {
      throw .custom(string: "cancelled")
    }
    return converter
  }
  return service
}
