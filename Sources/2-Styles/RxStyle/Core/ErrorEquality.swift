import StyleInternals

/// The rule by which two errors in events count as equal, as tests compare recorded events.
///
/// The default rule: two errors are equal when they have the same dynamic type and either
/// - the type is `Equatable` and `==` says they are equal, or
/// - the type is not `Equatable` and their `String(reflecting:)` descriptions match (so two
///   `NSError`s with the same domain, code and user info match, and two cases of a plain enum
///   match by case and payload).
///
/// A test suite with other needs can replace the rule, for example to compare only the type:
/// ```swift
/// ErrorEquality.rule = { type(of: $0) == type(of: $1) }
/// ```
public enum ErrorEquality {
  private static let storedRule = Lock<(@Sendable (any Error, any Error) -> Bool)?>(nil)

  /// The rule in force; setting `nil` restores the default.
  public static var rule: (@Sendable (any Error, any Error) -> Bool)? {
    get { storedRule.withLock { $0 } }
    set { storedRule.withLock { $0 = newValue } }
  }

  /// Compares two errors with the rule in force.
  public static func areEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
    if let rule { return rule(lhs, rhs) }
    return defaultRule(lhs, rhs)
  }

  /// The default rule, described above.
  public static func defaultRule(_ lhs: any Error, _ rhs: any Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if let equatable = (lhs as Any) as? any Equatable { return equatable.isEqual(to: rhs) }
    return String(reflecting: lhs) == String(reflecting: rhs)
  }
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
