/// Runs work on the calling thread: at once if nothing is running there, otherwise after the
/// work already queued on this thread (a trampoline), so recursion never grows the stack.
///
/// The default scheduler of `of`, `from` and `range`: it is why two synchronous sources
/// subscribed together take turns element by element.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
  /// The scheduler (one queue per thread behind one instance).
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether scheduled work would run at once (nothing is running on this thread's trampoline).
  public static var isScheduleRequired: Bool { !Trampoline.current.isActive }

  /// Runs `action` now if the trampoline is idle, otherwise queues it behind earlier work.
  /// - Returns: a disposable that cancels the action if it has not run yet.
  @preconcurrency public func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let trampoline = Trampoline.current
    if !trampoline.isActive {
      return trampoline.run { action(state) }
    }
    let cancel = SingleAssignmentDisposable()
    let guardFlag = BooleanDisposable()
    trampoline.enqueue {
      guard !guardFlag.isDisposed else { return }
      cancel.setDisposable(action(state))
    }
    return Disposables.create(guardFlag, cancel)
  }
}
