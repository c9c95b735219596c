/// What an async sequence did: produced an element, finished, or threw.
public enum AsyncEvent<Element, Failure: Error> {
  /// The sequence produced `element`.
  case next(Element)
  /// The sequence finished: `next()` returned `nil`.
  case completed
  /// The sequence threw `error`.
  case failure(Failure)

  /// Whether this event ends the sequence.
  public var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }

  /// The element of a `.next` event.
  public var element: Element? {
    guard case .next(let element) = self else { return nil }
    return element
  }
}

extension AsyncEvent: Sendable where Element: Sendable {}

extension AsyncEvent: Equatable where Element: Equatable {
  /// Events with equal elements are equal; failures are equal when the errors are `==` (for an
  /// `Equatable` error type) or, otherwise, of the same type with the same description.
  public static func == (lhs: AsyncEvent, rhs: AsyncEvent) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.completed, .completed): true
    case (.failure(let left), .failure(let right)): errorsAreEqual(left, right)
    default: false
    }
  }
}

extension AsyncEvent: CustomDebugStringConvertible {
  /// `next(a)`, `completed` or `failure(error)`, as failure messages print it.
  public var debugDescription: String {
    switch self {
    case .next(let element): "next(\(String(reflecting: element)))"
    case .completed: "completed"
    case .failure(let error): "failure(\(String(reflecting: error)))"
    }
  }
}

/// An event of an async sequence with the virtual time it happened, in ticks of the
/// ``AsyncTestScheduler`` (one millisecond by default).
///
/// Shaped like the push style's recorded events, so a test reads the same in every style:
///
/// ```swift
/// XCTAssertEqual(recorder.events, [.next(150, "a"), .next(300, "b"), .completed(400)])
/// ```
public struct AsyncRecorded<Element, Failure: Error>: CustomDebugStringConvertible {
  /// When it happened, in ticks.
  public let time: Int
  /// What happened.
  public let event: AsyncEvent<Element, Failure>

  /// Records `event` at `time`.
  public init(time: Int, event: AsyncEvent<Element, Failure>) {
    self.time = time
    self.event = event
  }

  /// `element` arriving at `time`.
  public static func next(_ time: Int, _ element: Element) -> AsyncRecorded {
    AsyncRecorded(time: time, event: .next(element))
  }

  /// The sequence finishing at `time`.
  public static func completed(_ time: Int) -> AsyncRecorded {
    AsyncRecorded(time: time, event: .completed)
  }

  /// The sequence throwing `error` at `time`.
  public static func failure(_ time: Int, _ error: Failure) -> AsyncRecorded {
    AsyncRecorded(time: time, event: .failure(error))
  }

  /// `event @ time`, as failure messages print it.
  public var debugDescription: String { "\(event.debugDescription) @ \(time)" }
}

extension AsyncRecorded: Equatable where Element: Equatable {}
extension AsyncRecorded: Sendable where Element: Sendable {}

/// Compares errors that may not be `Equatable`: with `==` when the type is `Equatable`,
/// otherwise by type and description.
func errorsAreEqual<Failure: Error>(_ lhs: Failure, _ rhs: Failure) -> Bool {
  let left: Any = lhs
  if let equatable = left as? any Equatable { return equatable.isEqual(to: rhs) }
  return type(of: lhs as Any) == type(of: rhs as Any) && String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
