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

extension ScopedDisposable where Inner == CompositeDisposable {
  /// Adds `disposable` to the group this wrapper holds, disposed when the wrapper is released.
  ///
  /// ```swift
  /// let group = ScopedDisposable(CompositeDisposable())
  /// group += signal.observeValues { print($0) }
  /// ```
  /// - Returns: a handle that removes `disposable` from the group when disposed, or `nil` if the
  ///   group was already disposed (then `disposable` is disposed at once).
  @discardableResult
  public static func += (scoped: ScopedDisposable<CompositeDisposable>, disposable: (any Disposable)?) -> (
    any Disposable
  )? {
    scoped.inner += disposable
  }

  /// Adds `action` to the group this wrapper holds, run when the wrapper is released.
  ///
  /// ```swift
  /// let group = ScopedDisposable(CompositeDisposable())
  /// group += { print("released") }
  /// ```
  /// - Returns: a handle that removes `action` from the group when disposed, or `nil` if the
  ///   group was already disposed (then `action` runs at once).
  @discardableResult
  @preconcurrency public static func += (
    scoped: ScopedDisposable<CompositeDisposable>, action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    scoped.inner += action
  }
}
