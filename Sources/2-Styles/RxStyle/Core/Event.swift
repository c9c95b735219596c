/// One thing an observable sequence tells its observers: an element, a failure, or completion.
///
/// A sequence sends `next*` followed by at most one `error` or `completed`, and nothing after
/// that terminal event.
@frozen
public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence failed; no event follows.
  case error(Swift.Error)
  /// The sequence finished; no event follows.
  case completed
}

extension Event {
  /// Whether this is `.error` or `.completed`.
  public var isStopEvent: Bool {
    if case .next = self { return false }
    return true
  }

  /// Whether this is `.completed`.
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// The element of a `.next` event.
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of an `.error` event.
  public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Transforms the element of a `.next` event; a thrown error becomes an `.error` event.
  public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    switch self {
    case .next(let element):
      do { return .next(try transform(element)) } catch { return .error(error) }
    case .error(let error): return .error(error)
    case .completed: return .completed
    }
  }
}

extension Event: CustomDebugStringConvertible {
  /// A short description such as `next(1)`, `error(timeout)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

extension Event: Sendable where Element: Sendable {}

/// Events with equal elements are equal; errors compare with ``ErrorEquality/areEqual(_:_:)``.
extension Event: Equatable where Element: Equatable {
  public static func == (lhs: Event, rhs: Event) -> Bool {
    switch (lhs, rhs) {
    case (.next(let left), .next(let right)): left == right
    case (.error(let left), .error(let right)): ErrorEquality.areEqual(left, right)
    case (.completed, .completed): true
    default: false
    }
  }
}
