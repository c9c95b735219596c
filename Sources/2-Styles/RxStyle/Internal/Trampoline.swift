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
  private enum Work {
    case closure(() -> Void)
    case object(any TrampolineWork)
  }

  // Confined to one thread, so the run-time exclusivity checks (a cost per element for sources
  // that take turns) are switched off.
  @exclusivity(unchecked) private var queue: [Work] = []
  @exclusivity(unchecked) private var head = 0

  /// Whether a drain is in progress on this thread (RxSwift's `!isScheduleRequired`).
  @exclusivity(unchecked) private(set) var isActive = false

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
    queue.append(.closure(work))
  }

  /// Queues `work` behind everything already queued, without allocating a closure for it.
  func enqueue(_ work: any TrampolineWork) {
    queue.append(.object(work))
  }

  private func drain() {
    while head < queue.count {
      let work = queue[head]
      head += 1
      switch work {
      case .closure(let run): run()
      case .object(let object): object.runOnTrampoline()
      }
    }
    queue.removeAll(keepingCapacity: queue.count <= 64)
    head = 0
  }
}

/// Work queued on a trampoline as an object, which costs no allocation per enqueue when the
/// object re-queues itself (a source taking turns with others, element by element).
protocol TrampolineWork: AnyObject {
  func runOnTrampoline()
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

extension Trampoline {
  /// Runs `work` now if the thread's trampoline is idle, or queues it behind the running work.
  ///
  /// Operators that subscribe to a waiting source when another ends (`concatMap`, `merge(maxConcurrent:)`) use
  /// it so that a long run of synchronous sources does not nest one subscription inside the
  /// previous one.
  static func schedule(_ work: @escaping () -> Void) {
    let trampoline = current
    if trampoline.isActive {
      trampoline.enqueue(work)
    } else {
      trampoline.run(work)
    }
  }
}
