import Dispatch

/// Whether code runs on the main queue, which is where main-actor code runs.
///
/// That is the main thread, except after the main thread hands the queue to libdispatch with
/// `dispatchMain()` (as Swift Testing's runner on Linux does): the queue is then drained by
/// another thread, and `Thread.isMainThread` is false for main-actor code. Reading a
/// queue-specific value is also much cheaper than `Thread.isMainThread` on Linux (tens of
/// nanoseconds against about a microsecond).
package enum MainQueue {
  private static let key: Captured<DispatchSpecificKey<Bool>> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return Captured(key)
  }()

  /// Whether the caller runs on the main queue.
  package static var isCurrent: Bool { DispatchQueue.getSpecific(key: key.value) == true }
}
