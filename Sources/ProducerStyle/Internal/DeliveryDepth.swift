#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How many deliveries the calling thread is inside: blocking operators refuse to wait while it is
/// above zero, since the awaited events could be queued behind the very delivery that waits.
///
/// Kept in a pthread key (a couple of nanoseconds), counted once per delivery, never per value
/// of a synchronous run.
enum DeliveryDepth {
  private static let key: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()

  static var current: Int { Int(bitPattern: pthread_getspecific(key)) }

  static func enter() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: current + 1)) }

  static func leave() { pthread_setspecific(key, UnsafeRawPointer(bitPattern: current - 1)) }
}
