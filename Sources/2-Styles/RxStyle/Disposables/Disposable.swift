/// A resource that can be released: a subscription, a scheduled action, a connection.
///
/// `dispose()` may be called from any thread, any number of times; only the first call acts.
@preconcurrency public protocol Disposable: Sendable {
  /// Releases the resource.
  func dispose()
}

/// A ``Disposable`` that can tell whether it was disposed.
public protocol Cancelable: Disposable {
  /// Whether ``Disposable/dispose()`` was called.
  var isDisposed: Bool { get }
}
