#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A non-recursive mutex over `pthread_mutex_t`, with a try-lock.
///
/// Used where a lock is contended across threads on the delivery path: the thread sanitizer
/// understands pthread mutexes, whereas `Mutex` hands contended ownership over in the kernel,
/// where the sanitizer cannot see the ordering it creates and reports races that are not there.
// Safety: the pthread mutex is the synchronization; it lives at a stable heap address.
final class PThreadLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Runs `body` if the lock is free right now.
  /// - Returns: what `body` returned, or `nil` when the lock was taken.
  func withLockIfAvailable<Result>(_ body: () throws -> Result) rethrows -> Result? {
    guard pthread_mutex_trylock(mutex) == 0 else { return nil }
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }
}

/// A value reached only under a ``PThreadLock``.
// Safety: `value` is only touched inside `withLock`.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = PThreadLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&value) }
  }
}
