import StyleInternals
import Synchronization

/// Something that can be released: a started producer, an observation, a scheduled action.
///
/// `dispose()` may be called from any thread, any number of times; only the first call acts.
///
/// ```swift
/// let disposable = producer.startWithValues { print($0) }
/// disposable.dispose()  // the producer is interrupted
/// ```
public protocol Disposable: AnyObject, Sendable {
  /// Whether ``dispose()`` was called.
  var isDisposed: Bool { get }

  /// Releases the resource.
  func dispose()
}

/// A disposable that runs a closure (or nothing) the first time it is disposed.
///
/// ```swift
/// let disposable = AnyDisposable { print("released") }
/// disposable.dispose()  // prints "released"
/// disposable.dispose()  // does nothing
/// ```
public final class AnyDisposable: Disposable {
  private let action: Lock<(@Sendable () -> Void)?>
  private let disposed = Synchronization.Atomic<Bool>(false)

  /// Creates a disposable that runs `action` once, when first disposed.
  @available(swift, introduced: 6)
  @preconcurrency public init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock(action)
  }

  /// Creates a disposable that only records that it was disposed.
  public init() {
    action = Lock(nil)
  }

  /// Creates a disposable that disposes `disposable`.
  public convenience init(_ disposable: any Disposable) {
    self.init { disposable.dispose() }
  }

  /// Whether ``dispose()`` was called.
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Runs the action if this is the first call.
  public func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let action = action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }
}
