import Synchronization

/// One piece of work waiting on a ``VirtualTimeScheduler``, and the disposable that cancels it.
///
/// Disposing it before it runs cancels it (the scheduler skips it and the work's captures are
/// released at once); disposing it after it ran disposes what the work returned; disposing it
/// while it runs disposes what the work returns as soon as it returns.
// Safety: `work` and `result` are touched only by the thread that moves `phase` out of the state
// in which it owns them (see `invoke()` and `dispose()`); the atomic transitions order the accesses.
final class VirtualTimeItem: Cancelable, @unchecked Sendable {
  private static let pending = 0
  private static let running = 1
  private static let finished = 2
  private static let disposed = 3

  private let phase = Atomic<Int>(VirtualTimeItem.pending)
  private var work: (@Sendable () -> any Disposable)?
  private var result: (any Disposable)?

  init(_ work: @escaping @Sendable () -> any Disposable) {
    self.work = work
  }

  /// Whether ``dispose()`` was called.
  var isDisposed: Bool { phase.load(ordering: .acquiring) == Self.disposed }

  /// Runs the work unless it was disposed; keeps what it returns for a later ``dispose()``.
  func invoke() {
    // Winning pending → running makes this thread the owner of `work`.
    guard phase.compareExchange(expected: Self.pending, desired: Self.running, ordering: .acquiring).exchanged,
      let work
    else { return }
    self.work = nil
    let outcome = work()
    result = outcome
    // Publishing `result` with running → finished hands it to a later `dispose()`; failing means
    // `dispose()` ran meanwhile and left the outcome to this thread.
    if !phase.compareExchange(expected: Self.running, desired: Self.finished, ordering: .acquiringAndReleasing)
      .exchanged
    {
      result = nil
      outcome.dispose()
    }
  }

  /// Cancels the work, or disposes what it returned.
  func dispose() {
    switch phase.exchange(Self.disposed, ordering: .acquiringAndReleasing) {
    case Self.pending:
      // The work never runs now: release what it captured.
      work = nil
    case Self.finished:
      let outcome = result
      result = nil
      outcome?.dispose()
    default:
      break
    }
  }
}
