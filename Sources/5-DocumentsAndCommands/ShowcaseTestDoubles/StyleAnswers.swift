import StyleInternals

/// What a mocked service answers, one closure for each style's method, and how many times its
/// methods were called: the plumbing that `CurrencyServiceMock` and `WebServiceMock` share.
///
/// ```swift
/// let answers = StyleAnswers<Rx, Producer, Async>(mock: "WebServiceMock")
/// answers[\.rx] = { .just(library) }
/// answers.closure(\.rx, "getLibraryRxClosure")()  // counts the call, then runs the closure
/// ```
final class StyleAnswers<Rx: Sendable, Producer: Sendable, Async: Sendable>: Sendable {
  /// The closures a test set, and the calls so far.
  struct Closures {
    var rx: Rx?
    var producer: Producer?
    var async: Async?
    var calls = 0
  }

  private let closures = Lock(Closures())
  private let mock: String

  /// Answers with no closure set, for the mock named `mock`.
  init(mock: String) {
    self.mock = mock
  }

  /// The closure at `keyPath`, or `nil` while the test has not set it.
  subscript<Closure>(_ keyPath: WritableKeyPath<Closures, Closure?>) -> Closure? {
    get { closures.withLock { $0[keyPath: keyPath] } }
    set { closures.withLock { $0[keyPath: keyPath] = newValue } }
  }

  /// How many times any of the mock's methods was called.
  var callCount: Int { closures.withLock { $0.calls } }

  /// Sets the three closures at once.
  func set(rx: Rx, producer: Producer, async: Async) {
    closures.withLock { closures in
      closures.rx = rx
      closures.producer = producer
      closures.async = async
    }
  }

  /// Counts a call and returns the closure at `keyPath`; stops the test with a message naming the
  /// mock's property `name` when the closure is not set.
  func closure<Closure>(_ keyPath: KeyPath<Closures, Closure?>, _ name: String) -> Closure {
    let found = closures.withLock { closures -> Closure? in
      closures.calls += 1
      return closures[keyPath: keyPath]
    }
    guard let found else { preconditionFailure("\(mock): set \(name) before calling it") }
    return found
  }
}
