import Dispatch
import StyleInternals

/// The sleepers that a drive of a ``TestClock`` outside any virtual-time scope has woken, until each
/// has left its sleep on the driving thread.
///
/// Such a drive wakes a sleeper from its own thread, and the task's next job is caught there and
/// run before the drive goes on. But a task whose sleep was registered while it was still
/// suspending, on a thread of the global pool, does not queue a job when it is woken: it simply
/// goes on there, beside the drive. It reports here when it leaves the sleep; while the drive still
/// waits for it, it then moves onto the drive's executor, so that what it does next runs inside the
/// drive like the work of every other woken task. The drive waits for every such task that has
/// reported, without a bound (it is already running), and for the others up to a bound, since a
/// task that prefers another executor resumes only when that one runs.
package final class WakeHandoff: Sendable {
  private struct State {
    var isDriving = false
    var nextID = 0
    /// Woken by the current drive, not yet out of their sleep.
    var awaited: Set<Int> = []
    /// Out of their sleep away from the drive, on their way onto its executor.
    var moving: Set<Int> = []
  }

  private let state = Lock(State())
  /// Signalled when an awaited task leaves its sleep.
  private let arrived = DispatchSemaphore(value: 0)

  package init() {}

  /// Starts counting the sleepers woken from now on.
  package func beginDrive() {
    state.withLock { $0.isDriving = true }
  }

  /// Stops counting; a task woken before and still away stays where it is.
  package func endDrive() {
    state.withLock { state in
      state.isDriving = false
      state.awaited.removeAll()
    }
  }

  /// Called on the driving thread just before a sleeper is woken.
  /// - Returns: the identity under which the woken task reports, or `nil` outside a drive.
  package func expectWake() -> Int? {
    state.withLock { state in
      guard state.isDriving else { return nil }
      state.nextID += 1
      state.awaited.insert(state.nextID)
      return state.nextID
    }
  }

  /// Forgets a wake that did not happen (the sleep was cancelled first).
  package func forget(_ id: Int) {
    state.withLock { _ = $0.awaited.remove(id) }
  }

  /// Called by the woken task as it leaves its sleep.
  /// - Parameters:
  ///   - id: the identity ``expectWake()`` gave.
  ///   - onDrive: whether the task already runs on the drive's executor.
  /// - Returns: whether the task should move onto the drive's executor and then call ``moved(_:)``.
  package func arrive(_ id: Int, onDrive: Bool) -> Bool {
    let move = state.withLock { state -> Bool in
      guard state.awaited.remove(id) != nil else { return false }
      if onDrive { return false }
      state.moving.insert(id)
      return true
    }
    arrived.signal()
    return move
  }

  /// Called by a moving task once it runs on the drive's executor.
  package func moved(_ id: Int) {
    state.withLock { _ = $0.moving.remove(id) }
  }

  /// Runs `drain` until every task woken by this drive has left its sleep on the drive's
  /// executor, waiting for those still away: for a task that has reported, until it arrives; for
  /// one that has not, at most `bound` of real time, after which the drive stops waiting for it.
  package func settle(within bound: Duration, drain: () -> Void) {
    let giveUp = ContinuousClock.now.advanced(by: bound)
    while true {
      drain()
      let (awaited, moving) = state.withLock { ($0.awaited.count, $0.moving.count) }
      if awaited == 0, moving == 0 { return }
      if moving == 0, ContinuousClock.now >= giveUp {
        state.withLock { $0.awaited.removeAll() }
        return
      }
      _ = arrived.wait(timeout: .now() + .milliseconds(1))
    }
  }
}
