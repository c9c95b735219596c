#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value guarded by a mutual-exclusion lock: the one lock every module of the package uses.
///
/// **The package's one lock discipline.** Guarded state lives *inside* the lock (`Lock<State>`,
/// with `State` a struct), not in loose `var`s beside a `Lock(())`; a transition runs under the
/// lock and returns what to do; the effects — calling a downstream observer, a user closure, a
/// continuation, cancelling a task — run after the lock is released. No user code runs while a
/// lock is held.
///
/// An exception is allowed only where a measurement or the anchor's semantics call for it, and
/// it is documented at the place it happens, with the reason:
/// - `RxStyle/Internal/LockedSink.swift`: the multi-source operators (zip, combineLatest, merge,
///   flatMap, amb, withLatestFrom, takeUntil) call downstream under a ``RecursiveLock``, as RxSwift
///   does, which keeps a re-entrant event nested in place (an alternative was measured slower, see there);
/// - `ProducerStyle/Internal/SerialDelivery.swift`: a signal delivers under its send lock, as
///   ReactiveSwift does, so observers are never called concurrently;
/// - plain state beside `Lock()`, to avoid building generic metadata on a per-element path:
///   `RxStyle/Internal/SubjectCore.swift`, `RxStyle/Multicasting/ConnectableObservable.swift`,
///   `ProducerStyle/Internal/SignalCore.swift`, and the subclass state that
///   `RxStyle/Internal/SerializingSink.swift` guards for the operators built on it.
///
/// It plays the part of `Synchronization.Mutex`, with the same `withLock` shape, but is built on
/// `pthread_mutex_t`. On Linux `Mutex` locks through futex calls that the thread sanitizer cannot
/// see, so it reports every access the mutex guards as a race; the sanitizer understands pthread
/// mutexes, which keeps `swift test --sanitize=thread` meaningful.
///
/// ```swift
/// let count = Lock(0)
/// count.withLock { $0 += 1 }
/// ```
@usableFromInline
// Safety: the value is reached only through `withLock`, which holds the mutex.
package final class Lock<Value>: @unchecked Sendable {
  // The mutex and the value share one manual allocation: POSIX requires that a mutex never
  // moves, and keeping the value out of the object's stored properties keeps the sanitizer's
  // access checks on the guarded memory alone (a zero-sized stored property would alias the
  // object's own fields).
  @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
  @usableFromInline let guarded: UnsafeMutablePointer<Value>

  /// Creates a lock guarding `initialValue`.
  @usableFromInline package init(_ initialValue: Value) {
    let valueOffset = Self.valueOffset
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: valueOffset + MemoryLayout<Value>.size,
      alignment: max(MemoryLayout<pthread_mutex_t>.alignment, MemoryLayout<Value>.alignment))
    mutex = raw.initializeMemory(as: pthread_mutex_t.self, to: pthread_mutex_t())
    guarded = (raw + valueOffset).initializeMemory(as: Value.self, to: initialValue)
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "pthread_mutex_init failed with error \(status)")
  }

  deinit {
    guarded.deinitialize(count: 1)
    pthread_mutex_destroy(mutex)
    UnsafeMutableRawPointer(mutex).deallocate()
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// `body` must not call `withLock` on the same lock: the mutex is not recursive.
  @inlinable @inline(__always)
  package func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&guarded.pointee)
  }

  /// Runs `body` with the lock held if no other thread holds it right now.
  /// - Returns: what `body` returned, or `nil` when the lock was taken.
  @inlinable @inline(__always)
  package func withLockIfAvailable<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    guard pthread_mutex_trylock(mutex) == 0 else { return nil }
    defer { pthread_mutex_unlock(mutex) }
    return try body(&guarded.pointee)
  }

  /// A copy of the value, read under the lock.
  package var value: Value { withLock { $0 } }

  /// Takes the lock without a closure, for hot paths that pair it with ``unlock()`` by hand
  /// (a subject's send takes it once per element). Prefer ``withLock(_:)`` elsewhere.
  @inlinable @inline(__always)
  package func lock() { pthread_mutex_lock(mutex) }

  /// Releases the lock taken by ``lock()``.
  @inlinable @inline(__always)
  package func unlock() { pthread_mutex_unlock(mutex) }

  private static var valueOffset: Int {
    let alignment = MemoryLayout<Value>.alignment
    return (MemoryLayout<pthread_mutex_t>.size + alignment - 1) / alignment * alignment
  }
}

extension Lock where Value == Void {
  /// Creates a lock that guards no value, only a critical section.
  package convenience init() { self.init(()) }

  /// Runs `body` with the lock held.
  @inlinable @inline(__always)
  package func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
    lock()
    defer { unlock() }
    return try body()
  }

  /// Runs `body` with the lock held if no other thread holds it right now.
  /// - Returns: what `body` returned, or `nil` when the lock was taken.
  @inlinable @inline(__always)
  package func withLockIfAvailable<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result? {
    // No inout access to the zero-sized value: it aliases other memory, which the thread
    // sanitizer then reports as a race between unrelated locks (see the note on the properties).
    guard pthread_mutex_trylock(mutex) == 0 else { return nil }
    defer { unlock() }
    return try body()
  }
}
