import Synchronization

/// A disposable that only records whether it was disposed.
///
/// Long-running work polls ``isDisposed`` to stop early.
public final class BooleanDisposable: Cancelable {
  private let disposed: Atomic<Bool>

  /// Creates a disposable, already disposed if `isDisposed` is `true`.
  public init(isDisposed: Bool = false) {
    disposed = Atomic(isDisposed)
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Marks the disposable as disposed.
  public func dispose() { disposed.store(true, ordering: .releasing) }
}
