import StyleInternals

/// A disposable whose `dispose()` disposes the wrapped disposable on a scheduler rather than on
/// the calling thread.
///
/// ```swift
/// let subscription = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: viewSubscription)
/// subscription.dispose()  // the view subscription is disposed on the main thread
/// ```
public final class ScheduledDisposable: Cancelable {
  /// The scheduler the disposal runs on.
  public let scheduler: any ImmediateSchedulerType

  private let disposable: Lock<(any Disposable)?>

  /// Wraps `disposable`, to be disposed on `scheduler`.
  public init(scheduler: some ImmediateSchedulerType, disposable: any Disposable) {
    self.scheduler = scheduler
    self.disposable = Lock(disposable)
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { disposable.withLock { $0 == nil } }

  /// Schedules the disposal of the wrapped disposable; only the first call acts.
  public func dispose() {
    guard let wrapped = disposable.withLock({ $0.take() }) else { return }
    _ = scheduler.schedule(()) { _ in
      wrapped.dispose()
      return Disposables.create()
    }
  }
}
