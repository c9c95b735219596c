import StyleInternals

/// A disposable that disposes its underlying resource only once it has been disposed itself and
/// every disposable handed out by ``retain()`` has been disposed too.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let user = shared.retain()
/// shared.dispose()  // connection still open: `user` holds it
/// user.dispose()    // now the connection is disposed
/// ```
public final class RefCountDisposable: Cancelable {
  private struct State {
    var underlying: (any Disposable)?
    var isPrimaryDisposed = false
    var count = 0

    mutating func takeUnderlying() -> (any Disposable)? {
      defer { underlying = nil }
      return underlying
    }
  }

  private let state: Lock<State>

  /// Wraps `disposable`.
  public init(disposable: any Disposable) {
    state = Lock(State(underlying: disposable))
  }

  /// Whether the underlying resource has been disposed.
  public var isDisposed: Bool { state.withLock { $0.underlying == nil } }

  /// Hands out a disposable that keeps the underlying resource alive until it is disposed.
  ///
  /// After the underlying resource is disposed, returns a disposable that does nothing.
  /// - Returns: the holder's disposable; only its first `dispose()` counts.
  public func retain() -> any Disposable {
    let isLive = state.withLock { state -> Bool in
      guard state.underlying != nil else { return false }
      state.count += 1
      return true
    }
    guard isLive else { return Disposables.create() }
    return Disposables.create { [self] in release() }
  }

  /// Marks the primary holder done; disposes the underlying resource if no holder is left.
  public func dispose() {
    let underlying = state.withLock { state -> (any Disposable)? in
      guard !state.isPrimaryDisposed else { return nil }
      state.isPrimaryDisposed = true
      return state.count == 0 ? state.takeUnderlying() : nil
    }
    underlying?.dispose()
  }

  private func release() {
    let underlying = state.withLock { state -> (any Disposable)? in
      state.count -= 1
      return state.isPrimaryDisposed && state.count == 0 ? state.takeUnderlying() : nil
    }
    underlying?.dispose()
  }
}
