import Synchronization

/// A value shared between threads in a test.
///
/// A `Mutex` held in a local variable and captured by closures running on several threads is
/// reported by the thread sanitizer as an access race on the variable itself; keeping the mutex
/// inside a class avoids that report.
public final class Locked<Value>: @unchecked Sendable {
  // Safety: `value` is only reached through `mutex`.
  private let mutex: Mutex<Value>

  public init(_ value: sending Value) {
    mutex = Mutex(value)
  }

  public func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
    try mutex.withLock(body)
  }

  public var value: Value { mutex.withLock { $0 } }
}
