import Synchronization

/// A value shared between threads in a test.
///
/// A `Mutex` held in a local variable and captured by closures running on several threads is
/// reported by the thread sanitizer as an access race on the variable itself; keeping the mutex
/// inside a class avoids that report.
final class Locked<Value>: @unchecked Sendable {
  // Safety: `value` is only reached through `mutex`.
  private let mutex: Mutex<Value>

  init(_ value: sending Value) {
    mutex = Mutex(value)
  }

  func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
    try mutex.withLock(body)
  }

  var value: Value { mutex.withLock { $0 } }
}
