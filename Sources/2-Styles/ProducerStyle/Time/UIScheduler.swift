import Dispatch
import Foundation
import StyleInternals

/// A scheduler for user-interface work: it runs actions on the main queue, and at once when
/// called on the main queue with nothing of its own still waiting there — so a value already on
/// the main thread reaches the screen without a hop, and actions still run in the order they
/// were scheduled. It asks the main queue's marker, a read per value, rather than
/// `Thread.isMainThread` (about a microsecond on Linux).
///
/// On Linux there is no UIKit: this is the main dispatch queue with the same "at once when
/// already there" rule.
///
/// Inside `QueueScheduler.withMainScheduler(_:operation:)`, a UI scheduler created there forwards
/// its work to the scheduler given to it, for as long as it lives.
///
/// ```swift
/// viewModel.title.producer.observe(on: UIScheduler()).startWithValues { label.text = $0 }
/// ```
public final class UIScheduler: Scheduler {
  // The actions scheduled by every UIScheduler and not finished yet: only the first may run at once.
  private static let queued = Lock(0)
  private let replacement: (any Scheduler)?

  /// Creates a scheduler for the main queue, or one forwarding to the scheduler that
  /// `QueueScheduler.withMainScheduler(_:operation:)` put in place of the main queue here.
  public init() {
    replacement = QueueScheduler.mainReplacement
  }

  /// Runs `action` at once when called on the main queue and nothing scheduled earlier is still
  /// waiting; otherwise queues it on the main queue.
  /// - Parameter action: the work.
  /// - Returns: a disposable that cancels the action if it has not run, or `nil` when it ran at once.
  @discardableResult
  @preconcurrency public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    if let replacement { return replacement.schedule(action) }
    let position = Self.queued.withLock { count in
      count += 1
      return count
    }
    if position == 1 && MainQueue.isCurrent {
      action()
      Self.queued.withLock { $0 -= 1 }
      return nil
    }
    let cancellation = AnyDisposable()
    DispatchQueue.main.async {
      if !cancellation.isDisposed { action() }
      Self.queued.withLock { $0 -= 1 }
    }
    return cancellation
  }
}
