import StyleInternals

/// Holds one disposable that is set later; disposing first means the later one is disposed on
/// arrival.
///
/// ```swift
/// let holder = SingleAssignmentDisposable()
/// holder.setDisposable(source.subscribe(observer))
/// holder.dispose()
/// ```
public final class SingleAssignmentDisposable: Cancelable {
  private enum State {
    case empty
    case holding(any Disposable)
    case assignedAndDisposed
    case disposedBeforeAssignment
  }

  private let state = Lock(State.empty)

  /// Creates an empty holder.
  public init() {}

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool {
    state.withLock {
      switch $0 {
      case .empty, .holding: false
      case .assignedAndDisposed, .disposedBeforeAssignment: true
      }
    }
  }

  /// Sets the held disposable; it is disposed at once if the holder was already disposed.
  ///
  /// Setting a second time is a programming error and traps.
  public func setDisposable(_ disposable: any Disposable) {
    let disposeNow = state.withLock { state -> Bool in
      switch state {
      case .empty:
        state = .holding(disposable)
        return false
      case .disposedBeforeAssignment:
        state = .assignedAndDisposed
        return true
      case .holding, .assignedAndDisposed:
        preconditionFailure("SingleAssignmentDisposable.setDisposable was called twice")
      }
    }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the held disposable, now or when it is set.
  public func dispose() {
    let held = state.withLock { state -> (any Disposable)? in
      switch state {
      case .empty:
        state = .disposedBeforeAssignment
        return nil
      case .holding(let disposable):
        state = .assignedAndDisposed
        return disposable
      case .assignedAndDisposed, .disposedBeforeAssignment:
        return nil
      }
    }
    held?.dispose()
  }
}
