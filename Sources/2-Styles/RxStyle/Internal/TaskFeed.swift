import StyleInternals

/// Joins a subscription to the task that feeds it: disposing cancels the task and lets go of the
/// observer at once, so the subscription's machinery is released without waiting for the task to
/// notice its cancellation; events the task sends after that go nowhere.
// Safety: all mutable state is inside `state`.
final class TaskFeed<Element>: Disposable, @unchecked Sendable {
  private struct State {
    var observer: AnyObserver<Element>?
    var task: Task<Void, Never>?
    var isDisposed = false
  }

  private let state: Lock<State>

  init(_ observer: AnyObserver<Element>) {
    state = Lock(State(observer: observer))
  }

  /// Keeps `task` for cancellation; cancels it at once when the feed was disposed meanwhile.
  func attach(_ task: Task<Void, Never>) {
    let cancelNow = state.withLock { state -> Bool in
      guard !state.isDisposed else { return true }
      state.task = task
      return false
    }
    if cancelNow { task.cancel() }
  }

  /// Sends `event` to the observer unless the feed was disposed.
  func send(_ event: Event<Element>) {
    let observer = state.withLock { state -> AnyObserver<Element>? in
      if event.isStopEvent {
        defer { state.observer = nil }
        return state.observer
      }
      return state.observer
    }
    observer?.on(event)
  }

  func dispose() {
    let task = state.withLock { state -> Task<Void, Never>? in
      state.isDisposed = true
      state.observer = nil
      defer { state.task = nil }
      return state.task
    }
    task?.cancel()
  }
}
