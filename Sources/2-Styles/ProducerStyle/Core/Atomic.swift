import StyleInternals

/// A value behind a lock: read, set, swapped or changed in place as one step from any thread.
///
/// This is the reference type that producer-style code has long used for shared state in
/// tests and in custom operators. ProducerStyle makes it available on its own; a file that also
/// imports `Synchronization`, whose `Atomic` is a different (lock-free) type, must spell it
/// `ProducerStyle.Atomic` or `Synchronization.Atomic`.
///
/// ```swift
/// let count = Atomic(0)
/// count.modify { $0 += 1 }
/// count.value  // 1
/// ```
public final class Atomic<Value> {
  private let lock: Lock<Value>

  /// Creates an atomic holding `value`.
  /// - Parameter value: the initial value.
  public init(_ value: Value) {
    lock = Lock(value)
  }

  /// The current value; setting it replaces the value atomically.
  public var value: Value {
    get { lock.withLock { $0 } }
    set { lock.withLock { $0 = newValue } }
  }

  /// Changes the value in place, atomically.
  ///
  /// `action` runs under the lock: it must not use this atomic.
  ///
  /// ```swift
  /// let previous = counter.modify { value -> Int in defer { value += 1 }; return value }
  /// ```
  /// - Parameter action: changes the value and returns a result.
  /// - Returns: what `action` returns.
  /// - Throws: what `action` throws; the changes it made before throwing are kept.
  @discardableResult
  public func modify<Result, Failure: Swift.Error>(
    _ action: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { value throws(Failure) in try action(&value) }
  }

  /// Runs `action` with the current value, atomically: no change is made while it runs.
  ///
  /// ```swift
  /// let isEmpty = queue.withValue { $0.isEmpty }
  /// ```
  /// - Parameter action: reads the value and returns a result.
  /// - Returns: what `action` returns.
  /// - Throws: what `action` throws.
  @discardableResult
  public func withValue<Result, Failure: Swift.Error>(
    _ action: (Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try lock.withLock { value throws(Failure) in try action(value) }
  }

  /// Sets a new value and returns the old one, atomically.
  ///
  /// ```swift
  /// let pending = buffer.swap([])
  /// ```
  /// - Parameter newValue: the value to store.
  /// - Returns: the value it replaced.
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    modify { value in
      defer { value = newValue }
      return value
    }
  }
}

// Safety: the value is reached only under the lock, so the atomic is as safe to share as the
// values it hands out.
extension Atomic: @unchecked Sendable where Value: Sendable {}
