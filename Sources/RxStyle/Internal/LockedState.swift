import Synchronization

/// Mutable state behind a lock, for the types that keep several fields consistent across threads
/// (subjects, connectable sequences, reference counting).
///
/// The state lives inside a `Mutex`, and every critical section also loads and stores an atomic
/// with acquire/release ordering. On Linux a contended `Mutex` is handed over inside the kernel,
/// where the thread sanitizer cannot see it, so without the pair the sanitizer reports races that
/// cannot happen; state kept in stored properties beside a lock draws other false reports. The
/// pair costs two plain moves on x86.
// Safety: `State` is only ever reached through the mutex.
final class LockedState<State>: @unchecked Sendable {
  private let mutex: Mutex<Unchecked<State>>
  private let handoff = Atomic<Int>(0)

  init(_ state: State) {
    mutex = Mutex(Unchecked(state))
  }

  /// Runs `body` with exclusive access to the state.
  @inline(__always)
  func withLock<Result>(_ body: (inout State) -> Result) -> Result {
    var result: Result?
    mutex.withLock { box in
      _ = handoff.load(ordering: .acquiring)
      result = body(&box.value)
      handoff.store(0, ordering: .releasing)
    }
    // swift-format-ignore: NeverForceUnwrap
    return result!
  }
}

// Safety: only ever reached through `LockedState`'s mutex.
private struct Unchecked<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}
