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
/// Kept in a pthread key as a flag rather than a depth: only the outermost delivery on a thread
/// writes it, so a chain of nested deliveries (a pipe feeding derived signals) pays one read
/// per inner delivery instead of a read and a write on entry and on exit. Never touched per
/// value of a synchronous run.
enum DeliveryDepth {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  /// Whether the calling thread is delivering, as a count: 0 or 1.
  static var current: Int { pthread_getspecific(key) == nil ? 0 : 1 }

  /// Marks the calling thread as delivering.
  /// - Returns: whether this call marked it (the outermost delivery), to pass to ``leave(_:)``.
  static func enter() -> Bool {
    guard pthread_getspecific(key) == nil else { return false }
    pthread_setspecific(key, UnsafeRawPointer(bitPattern: 1))
    return true
  }

  /// Clears the mark if `entered` says the matching ``enter()`` set it.
  static func leave(_ entered: Bool) {
    if entered { pthread_setspecific(key, nil) }
  }
}
