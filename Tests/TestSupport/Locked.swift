import Locking

/// A value shared between threads in a test, guarded by the package's ``Lock``.
public final class Locked<Value>: @unchecked Sendable {
  // Safety: `value` is only reached through `lock`.
  private let lock: Lock<Value>

  public init(_ value: Value) {
    lock = Lock(value)
  }

  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  public var value: Value { lock.withLock { $0 } }
}
