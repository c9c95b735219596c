import StyleInternals

/// Holds one disposable at a time: setting a new one disposes the previous one.
///
/// Once disposed, it disposes every disposable it is given.
public final class SerialDisposable: Cancelable {
  private let state = Lock(SerialSlot<any Disposable>())

  /// Creates an empty holder.
  public init() {}

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { state.withLock { $0.isDisposed } }

  /// The held disposable; setting it disposes the previous one.
  public var disposable: any Disposable {
    get { state.withLock { $0.current } ?? Disposables.create() }
    set { state.withLock { $0.replace(with: newValue) }?.dispose() }
  }

  /// Disposes the held disposable and every later one.
  public func dispose() { state.withLock { $0.dispose() }?.dispose() }
}
