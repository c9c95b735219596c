#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A lock that the thread holding it may take again.
///
/// Operators that merge several sources hold it while they call downstream: that is what keeps
/// downstream calls serial when sources emit from different threads. It has to be re-entrant
/// because a downstream call may synchronously cause another event into the same operator on
/// the same thread (an inner sequence subscribed during `onNext` that emits at once, an observer
/// that disposes or feeds the chain it observes).
// Safety: the pthread mutex is the synchronisation; its storage never moves.
package final class RecursiveLock: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  package init() {
    mutex = .allocate(capacity: 1)
    var attributes = pthread_mutexattr_t()
    pthread_mutexattr_init(&attributes)
    pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
    pthread_mutex_init(mutex, &attributes)
    pthread_mutexattr_destroy(&attributes)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  @inline(__always)
  package func lock() { pthread_mutex_lock(mutex) }

  @inline(__always)
  package func unlock() { pthread_mutex_unlock(mutex) }

  @inline(__always)
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    lock()
    defer { unlock() }
    return try body()
  }
}
