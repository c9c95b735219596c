/// Marks a ``PrimitiveSequence`` that sends no element: it completes or fails.
public enum CompletableTrait {}

/// A sequence with no element that completes or fails: the natural type of a command.
///
/// ```swift
/// func toggleLight(withId id: Int) -> Completable
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a ``Completable`` sends.
@frozen
public enum CompletableEvent {
  /// The completable failed.
  case error(Swift.Error)
  /// The completable finished.
  case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
  /// The closure through which `create` sends the outcome.
  public typealias CompletableObserver = @Sendable (CompletableEvent) -> Void
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {

  /// Creates a completable from a closure run for every subscriber; only its first outcome
  /// counts.
  @available(swift, introduced: 6)
  @preconcurrency public static func create(
    subscribe: @escaping @Sendable (@escaping CompletableObserver) -> any Disposable
  ) -> Completable {
    Completable(outcomesOf: subscribe) { event in
      switch event {
      case .error(let error): .error(error)
      case .completed: .completed
      }
    }
  }

  /// A completable that completes at once.
  public static func empty() -> Completable {
    Completable(raw: .empty())
  }

  /// Subscribes a closure to the outcome.
  public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> any Disposable {
    subscribe(onCompleted: { observer(.completed) }, onError: { observer(.error($0)) })
  }

  /// Subscribes closures to the outcome.
  ///
  /// ```swift
  /// repository.toggleLight(withId: 2)
  ///   .subscribe(onCompleted: { refresh() }, onError: { report($0) })
  ///   .disposed(by: bag)
  /// ```
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe(
    onCompleted: (() -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` alongside the outcome, without retaining it.
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onCompleted: ((Object) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    source.subscribe(with: object, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
