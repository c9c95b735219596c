import StyleInternals

/// A stage that several sources feed: every call downstream happens under ``lock``.
///
/// Sources may emit from different threads; holding the lock while forwarding is what keeps
/// the downstream observer's calls serial, as the grammar requires. The lock is re-entrant (see
/// ``RecursiveLock``) so a synchronous reaction on the same thread does not deadlock.
///
/// This is a documented exception to the package's lock discipline (see `StyleInternals/Lock.swift`):
/// downstream runs under the lock, as in RxSwift's zip, combineLatest and merge, and a
/// re-entrant event (a downstream that feeds one of the sources) is handled nested, in place.
/// A serializing turn instead (no lock held downstream) was measured slower on the zip path;
/// Benchmarks/README.md has the figures.
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
