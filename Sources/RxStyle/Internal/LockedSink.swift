import Locking

/// A stage that several sources feed: every call downstream happens under ``lock``.
///
/// Sources may emit from different threads; holding the lock while forwarding is what keeps
/// the downstream observer's calls serial, as the grammar requires. The lock is re-entrant (see
/// ``RecursiveLock``) so a synchronous reaction on the same thread does not deadlock.
// Safety: the state subclasses add is touched only under `lock`; disposal is SinkBase's.
class LockedSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
  final let lock = RecursiveLock()

  @inline(__always)
  final func lockedNext(_ element: Output) {
    lock.lock()
    forwardNext(element)
    lock.unlock()
  }

  final func lockedError(_ error: any Error) {
    lock.lock()
    forwardError(error)
    lock.unlock()
  }

  /// Runs user code; a thrown error ends the stage (sent under the lock) and gives `nil`.
  final func attempt<Value>(_ body: () throws -> Value) -> Value? {
    do {
      return try body()
    } catch {
      lockedError(error)
      return nil
    }
  }

  final func lockedCompleted() {
    lock.lock()
    forwardCompleted()
    lock.unlock()
  }
}

/// A receiver for one of a multi-source stage's secondary sources (an inner sequence, the other
/// side of a `zip`): it holds that source's subscription and passes events to its parent.
///
/// Subclasses override the three event methods to call their parent.
// Safety: events arrive serially per source; disposal is SinkBase's.
class ChildSink<Element>: SinkBase<Element>, @unchecked Sendable {
  /// Subscribes this receiver to `source` and keeps the subscription until disposal.
  final func subscribe(to source: Observable<Element>) {
    setUpstream(source.subscribeReceiver(self))
  }
}

extension Trampoline {
  /// Runs `work` now if the thread's trampoline is idle, or queues it behind the running work.
  ///
  /// Operators that subscribe again after a terminal event (`concat`, `retry`) use it so that a
  /// long run of synchronous sources does not nest one subscription inside the previous one.
  static func schedule(_ work: @escaping () -> Void) {
    let trampoline = current
    if trampoline.isActive {
      trampoline.enqueue(work)
    } else {
      trampoline.run(work)
    }
  }
}
