#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-thread queue behind ``CurrentThreadScheduler``.
///
/// The first subscription on a thread makes the trampoline *active* and drains its queue before
/// returning; work scheduled while it is active waits its turn in the queue instead of running
/// nested. Sources use it so that two synchronous sources subscribed together take turns, element
/// by element, without growing the stack.
///
/// A trampoline never leaves its thread, so it needs no lock.
final class Trampoline {
  private var queue: [() -> Void] = []
  private var head = 0

  /// Whether a drain is in progress on this thread (RxSwift's `!isScheduleRequired`).
  private(set) var isActive = false

  /// Whether work is waiting in the queue. Sources check it between elements: while it is
  /// `false`, running the next element directly is the same as queueing it and draining.
  var hasPendingWork: Bool { head < queue.count }

  /// The trampoline of the calling thread.
  static var current: Trampoline {
    if let pointer = pthread_getspecific(trampolineKey) {
      return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
    }
    let trampoline = Trampoline()
    pthread_setspecific(trampolineKey, Unmanaged.passRetained(trampoline).toOpaque())
    return trampoline
  }

  /// Runs `body`; if the trampoline was idle, also drains everything queued before returning.
  func run<Result>(_ body: () -> Result) -> Result {
    if isActive { return body() }
    isActive = true
    defer { isActive = false }
    let result = body()
    drain()
    return result
  }

  /// Queues `work` behind everything already queued.
  func enqueue(_ work: @escaping () -> Void) {
    queue.append(work)
  }

  private func drain() {
    while head < queue.count {
      let work = queue[head]
      head += 1
      work()
    }
    queue.removeAll(keepingCapacity: queue.count <= 64)
    head = 0
  }
}

private let trampolineKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { pointer in
    #if canImport(Darwin)
      Unmanaged<Trampoline>.fromOpaque(pointer).release()
    #else
      if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
    #endif
  }
  precondition(status == 0, "RxStyle could not create its thread-local trampoline key (error \(status))")
  return key
}()
