import StyleInternals

/// Factory functions for the common disposables.
///
/// A structure that cannot be made, as in RxSwift: only its static functions are used.
public struct Disposables {
  private init() {}

  /// A disposable that does nothing.
  public static func create() -> any Disposable { NopDisposable() }

  /// A disposable that runs `dispose` once, on the first call to `dispose()`.
  ///
  /// ```swift
  /// Observable<Int>.create { observer in
  ///   let task = startWork(observer)
  ///   return Disposables.create { task.cancel() }
  /// }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public static func create(with dispose: @escaping @Sendable () -> Void) -> any Cancelable {
    AnonymousDisposable(dispose)
  }

  /// A disposable that disposes both `disposable1` and `disposable2`.
  public static func create(_ disposable1: any Disposable, _ disposable2: any Disposable) -> any Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2])
  }

  /// A disposable that disposes all three.
  public static func create(
    _ disposable1: any Disposable, _ disposable2: any Disposable, _ disposable3: any Disposable
  ) -> any Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
  }

  /// A disposable that disposes all of `disposables`.
  public static func create(_ disposables: any Disposable...) -> any Cancelable {
    CompositeDisposable(disposables: disposables)
  }

  /// A disposable that disposes all of `disposables`.
  public static func create(_ disposables: [any Disposable]) -> any Cancelable {
    CompositeDisposable(disposables: disposables)
  }
}

private struct NopDisposable: Disposable {
  func dispose() {}
}

private final class AnonymousDisposable: Cancelable {
  private let action: Lock<(@Sendable () -> Void)?>

  init(_ action: @escaping @Sendable () -> Void) {
    self.action = Lock(action)
  }

  var isDisposed: Bool { action.withLock { $0 == nil } }

  func dispose() {
    let action = self.action.withLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }
}
