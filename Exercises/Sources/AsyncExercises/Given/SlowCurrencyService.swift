// Given: the exercises of this style use it as it is.
import Showcase
import ShowcaseTestDoubles
import Synchronization

/// A currency service whose async requests answer `converters` in turn, each after `latency` on
/// `clock`; a request cancelled while it waits fails. Its other styles' requests are not used here.
public func slowCurrencyService(
  answering converters: [Converter], latency: Duration, clock: some Clock<Duration>
) -> CurrencyServiceMock {
  let remaining = Remaining(converters)
  let service = CurrencyServiceMock()
  service.fetchConverterAsyncClosure = { () async throws(ErrorResult) -> Converter in
    let converter = remaining.next()
    do {
      try await clock.sleep(for: latency)
    } catch {
      throw .custom(string: "cancelled")
    }
    return converter
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
