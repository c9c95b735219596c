import Synchronization

/// A value shared between threads in a test.
///
/// A `Mutex` held in a local variable and captured by closures running on several threads is
/// reported by the thread sanitizer as an access race on the variable itself; keeping the mutex
/// inside a class avoids that report. A contended `Mutex` is handed over inside the kernel, where
/// the sanitizer cannot see it, so every critical section also loads and stores an atomic with
/// acquire/release ordering, which the sanitizer does see.
public final class Locked<Value>: @unchecked Sendable {
  // Safety: `value` is only reached through `mutex`.
  private let mutex: Mutex<Value>
  private let handoff = Atomic<Int>(0)

  public init(_ value: sending Value) {
    mutex = Mutex(value)
  }

  public func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
    try mutex.withLock { value in
      _ = handoff.load(ordering: .acquiring)
      defer { handoff.store(0, ordering: .releasing) }
      return try body(&value)
    }
  }

  public var value: Value { withLock { $0 } }
}
