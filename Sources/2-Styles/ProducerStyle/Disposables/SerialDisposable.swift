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
  private let state: Lock<SerialSlot<any Disposable>>

  /// Creates a holder, optionally with a first disposable.
  public init(_ disposable: (any Disposable)? = nil) {
    state = Lock(SerialSlot(disposable))
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The disposable held now. Setting it disposes the one held before, and disposes the new
  /// one at once if the holder is already disposed.
  public var inner: (any Disposable)? {
    get { state.withLock { $0.current } }
    set { state.withLock { $0.replace(with: newValue) }?.dispose() }
  }

  /// Disposes the held disposable and every later one.
  public func dispose() { state.withLock { $0.dispose() }?.dispose() }
}
