import StyleInternals

/// Collects disposables and disposes them all when the bag is deallocated.
///
/// The usual owner of subscriptions in a view or view model: replace the bag to dispose early.
///
/// ```swift
/// var disposeBag = DisposeBag()
/// relay.subscribe(onNext: { print($0) }).disposed(by: disposeBag)
/// disposeBag = DisposeBag()  // disposes the subscription
/// ```
public final class DisposeBag: Sendable {
  private struct State {
    var disposables: [any Disposable] = []
    var isDisposed = false
  }

  private let state = Lock(State())

  /// Creates an empty bag.
  public init() {}

  /// Adds `disposable`, to be disposed with the bag.
  public func insert(_ disposable: any Disposable) {
    let keep = state.withLock { state -> Bool in
      guard !state.isDisposed else { return false }
      state.disposables.append(disposable)
      return true
    }
    if !keep { disposable.dispose() }
  }

  private func disposeAll() {
    let disposables = state.withLock { state -> [any Disposable] in
      state.isDisposed = true
      defer { state.disposables = [] }
      return state.disposables
    }
    for disposable in disposables { disposable.dispose() }
  }

  deinit {
    disposeAll()
  }
}

extension Disposable {
  /// Adds this disposable to `bag`, to be disposed when the bag is deallocated.
  public func disposed(by bag: DisposeBag) {
    bag.insert(self)
  }

  /// The name older code uses for ``disposed(by:)``.
  @available(*, deprecated, renamed: "disposed(by:)")
  public func addDisposableTo(_ bag: DisposeBag) {
    bag.insert(self)
  }
}
