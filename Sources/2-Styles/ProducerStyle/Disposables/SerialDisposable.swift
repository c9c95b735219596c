import StyleInternals

/// Holds one disposable at a time; replacing it disposes the previous one.
///
/// ```swift
/// let current = SerialDisposable()
/// current.inner = first.start()
/// current.inner = second.start()  // `first` is interrupted
/// current.dispose()               // `second` is interrupted; later assignments are disposed at once
/// ```
public final class SerialDisposable: Disposable {
  private struct State {
    var inner: (any Disposable)?
    var isDisposed = false
  }

  private let state: Lock<State>

  /// Creates a holder, optionally with a first disposable.
  public init(_ disposable: (any Disposable)? = nil) {
    state = Lock(State(inner: disposable))
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The disposable held now. Setting it disposes the one held before, and disposes the new
  /// one at once if the holder is already disposed.
  public var inner: (any Disposable)? {
    get { state.withLock { $0.inner } }
    set {
      let (previous, rejected) = state.withLock { state -> ((any Disposable)?, (any Disposable)?) in
        if state.isDisposed { return (nil, newValue) }
        defer { state.inner = newValue }
        return (state.inner, nil)
      }
      previous?.dispose()
      rejected?.dispose()
    }
  }

  /// Disposes the held disposable and every later one.
  public func dispose() {
    let inner = state.withLock { state -> (any Disposable)? in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.inner = nil }
      return state.inner
    }
    inner?.dispose()
  }
}
