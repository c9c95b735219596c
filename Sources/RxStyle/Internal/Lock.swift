#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A plain mutex with explicit `lock()` and `unlock()`, for per-element paths that cannot afford
/// a generic closure (the subjects' sends).
///
/// A pthread mutex rather than `Mutex`: the thread sanitizer understands it, and its lock and
/// unlock calls are not generic.
// Safety: the mutex is only used through the pthread calls, which synchronise it.
final class Lock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let status = pthread_mutex_init(mutex, nil)
    precondition(status == 0, "RxStyle could not create a mutex (error \(status))")
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  @inline(__always)
  func lock() { pthread_mutex_lock(mutex) }

  @inline(__always)
  func unlock() { pthread_mutex_unlock(mutex) }
}
