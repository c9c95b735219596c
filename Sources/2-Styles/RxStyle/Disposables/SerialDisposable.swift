import StyleInternals

/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// Once disposed, it disposes every disposable it is given.
public final class SerialDisposable: Cancelable {
  private struct State {
    var current: (any Disposable)?
    var isDisposed = false
  }

  private let state = Lock(State())

  /// Creates an empty holder.
  public init() {}

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The held disposable; setting it disposes the previous one.
  public var disposable: any Disposable {
    get { state.withLock { $0.current } ?? Disposables.create() }
    set {
      let toDispose = state.withLock { state -> (any Disposable)? in
        if state.isDisposed { return newValue }
        defer { state.current = newValue }
        return state.current
      }
      toDispose?.dispose()
    }
  }

  /// Disposes the held disposable and every later one.
  public func dispose() {
    let current = state.withLock { state -> (any Disposable)? in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
