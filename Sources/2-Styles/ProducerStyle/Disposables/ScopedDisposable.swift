/// Disposes its inner disposable when it is itself released: ties a resource to an owner's life.
///
/// ```swift
/// final class ViewModel {
///   private let observation: ScopedDisposable<AnyDisposable>
///   init(signal: Signal<Int, Never>) {
///     observation = ScopedDisposable(signal.observeValues { print($0) } ?? AnyDisposable())
///   }
/// }
/// ```
public final class ScopedDisposable<Inner: Disposable>: Disposable {
  /// The disposable released with this one.
  public let inner: Inner

  /// Wraps `disposable`, disposing it when this wrapper is released.
  public init(_ disposable: Inner) {
    inner = disposable
  }

  deinit {
    inner.dispose()
  }

  /// Whether the inner disposable was disposed.
  public var isDisposed: Bool { inner.isDisposed }

  /// Disposes the inner disposable now.
  public func dispose() { inner.dispose() }
}

extension ScopedDisposable where Inner == AnyDisposable {
  /// Wraps any disposable, disposing it when this wrapper is released.
  public convenience init(_ disposable: any Disposable) {
    self.init(AnyDisposable(disposable))
  }
}
