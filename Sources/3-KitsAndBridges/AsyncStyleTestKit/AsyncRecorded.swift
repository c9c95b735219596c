/// An event of an async sequence — an element, the end, or a failure — with the virtual time it
/// happened, in ticks of the ``AsyncTestScheduler`` (one millisecond by default).
///
/// Shaped like the Rx style's recorded events, so a test reads the same in every style:
///
/// ```swift
/// XCTAssertEqual(recorder.events, [.next(150, "a"), .next(300, "b"), .completed(400)])
/// ```
///
/// Two failures are equal when the errors are `==` (for an `Equatable` error type) or,
/// otherwise, of the same type with the same description.
public enum AsyncRecorded<Element, Failure: Error>: CustomDebugStringConvertible {
  /// `element` arrived at `time`.
  case next(_ time: Int, _ element: Element)
  /// The sequence finished (`next()` returned `nil`) at `time`.
  case completed(_ time: Int)
  /// The sequence threw `error` at `time`.
  case failure(_ time: Int, _ error: Failure)

  /// When it happened, in ticks.
  public var time: Int {
    switch self {
    case .next(let time, _), .completed(let time), .failure(let time, _): time
    }
  }

  /// The element of a `.next` event.
  public var element: Element? {
    guard case .next(_, let element) = self else { return nil }
    return element
  }

  /// The error of a `.failure` event.
  public var error: Failure? {
    guard case .failure(_, let error) = self else { return nil }
    return error
  }

  /// Whether this event ends the sequence.
  public var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }

  /// `next(a) @ 150`, `completed @ 400` or `failure(error) @ 500`, as failure messages print it.
  public var debugDescription: String {
    switch self {
    case .next(let time, let element): "next(\(String(reflecting: element))) @ \(time)"
    case .completed(let time): "completed @ \(time)"
    case .failure(let time, let error): "failure(\(String(reflecting: error))) @ \(time)"
    }
  }
}

extension AsyncRecorded: Sendable where Element: Sendable {}

extension AsyncRecorded: Equatable where Element: Equatable {
  /// Equal times and equal elements, or equal times and equal failures.
  public static func == (lhs: AsyncRecorded, rhs: AsyncRecorded) -> Bool {
    switch (lhs, rhs) {
    case (.next(let leftTime, let left), .next(let rightTime, let right)):
      leftTime == rightTime && left == right
    case (.completed(let leftTime), .completed(let rightTime)):
      leftTime == rightTime
    case (.failure(let leftTime, let left), .failure(let rightTime, let right)):
      leftTime == rightTime && errorsAreEqual(left, right)
    default:
      false
    }
  }
}

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
