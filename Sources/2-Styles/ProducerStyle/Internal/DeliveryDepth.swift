#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whether the calling thread is inside a delivery: blocking operators refuse to wait while it
/// is, since the awaited events could be queued behind the very delivery that waits.
///
/// Each thread keeps its depth in a counter of its own, found through a pthread key and freed
/// with the thread: entering and leaving a delivery change that counter, which costs one key
/// look-up and no call into the thread library's bookkeeping per send. Never touched per value
/// of a synchronous run.
enum DeliveryDepth {
  /// The key of the per-thread counters. Reading this global goes through a once-only
  /// initialisation check on every access, so hot paths read it once and keep it.
  static let key: pthread_key_t = {
    var key = pthread_key_t()
    // Glibc passes the destructor an optional pointer, Darwin a non-optional one.
    let status = pthread_key_create(&key) { counter in
      #if canImport(Darwin)
        counter.deallocate()
      #else
        counter?.deallocate()
      #endif
    }
    precondition(status == 0, "ProducerStyle could not create its thread-local delivery key (error \(status))")
    return key
  }()

  /// How many deliveries the calling thread is inside.
  static var current: Int { counter(key)?.pointee ?? 0 }

  /// Marks the calling thread as delivering.
  /// - Parameter key: ``key``, read once by the caller.
  /// - Returns: the thread's counter, to pass to ``leave(_:)``.
  static func enter(_ key: pthread_key_t) -> UnsafeMutablePointer<Int> {
    let depth = counter(key) ?? makeCounter(key)
    depth.pointee += 1
    return depth
  }

  /// Undoes the matching ``enter(_:)``.
  static func leave(_ depth: UnsafeMutablePointer<Int>) {
    depth.pointee -= 1
  }

  private static func counter(_ key: pthread_key_t) -> UnsafeMutablePointer<Int>? {
    pthread_getspecific(key)?.assumingMemoryBound(to: Int.self)
  }

  @inline(never)
  private static func makeCounter(_ key: pthread_key_t) -> UnsafeMutablePointer<Int> {
    let counter = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    counter.initialize(to: 0)
    pthread_setspecific(key, counter)
    return counter
  }
}
