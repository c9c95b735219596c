/// A scheduler that runs each action at once, on the calling thread.
///
/// Useful to make code that takes a scheduler synchronous; it has no clock, so time-based
/// operators need a ``DateScheduler`` such as ``TestScheduler`` instead.
///
/// ```swift
/// signal.observe(on: ImmediateScheduler())  // delivers exactly as without observe(on:)
/// ```
public final class ImmediateScheduler: Scheduler {
  /// Creates the scheduler.
  public init() {}

  /// Runs `action` now.
  /// - Returns: `nil`: the action has already run.
  @discardableResult
  @preconcurrency public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    action()
    return nil
  }
}
