import StyleInternals
import Synchronization

/// Detects an observer being called re-entrantly or from two threads at once.
///
/// Costs nothing per event while the policy is ``SynchronizationAnomalyPolicy/ignore``. A
/// non-copyable value stored inline in its sink, so that it costs no allocation per subscription.
struct SynchronizationTracker: ~Copyable, Sendable {
  private let depth = Atomic<Int>(0)
  private let owner = Atomic<UInt>(0)

  /// Marks the start of a call; returns whether ``leave()`` must be called.
  @inline(__always)
  func enter() -> Bool {
    guard SynchronizationChecks.isEnabled else { return false }
    let thread = currentThreadID()
    let previousDepth = depth.wrappingAdd(1, ordering: .acquiringAndReleasing).oldValue
    if previousDepth == 0 {
      owner.store(thread, ordering: .releasing)
    } else {
      let kind: SynchronizationAnomaly.Kind =
        owner.load(ordering: .acquiring) == thread ? .reentrancy : .concurrency
      SynchronizationChecks.report(SynchronizationAnomaly(kind: kind))
    }
    return true
  }

  @inline(__always)
  func leave() {
    depth.wrappingSubtract(1, ordering: .acquiringAndReleasing)
  }
}
