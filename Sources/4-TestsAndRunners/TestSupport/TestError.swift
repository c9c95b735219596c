/// The one error the tests of every style fail with: compared by its code, printed with it.
///
/// `TestError()` is the plain failure; ``boom`` and ``other`` name two distinct ones for tests
/// that tell failures apart.
public struct TestError: Error, Hashable, CustomStringConvertible {
  /// What tells one test error from another.
  public var code: Int

  /// A test error.
  /// - Parameter code: what tells it from another test error.
  public init(code: Int = 0) {
    self.code = code
  }

  /// A named failure, different from ``other`` and from `TestError()`.
  public static let boom = TestError(code: -1)

  /// A second named failure, different from ``boom``.
  public static let other = TestError(code: -2)

  /// `boom`, `other`, or `TestError(code)` for the others.
  public var description: String {
    switch self {
    case .boom: "boom"
    case .other: "other"
    default: "TestError(\(code))"
    }
  }
}
