extension ObservableType {
  /// Subscribes closures to the sequence's events.
  ///
  /// The closures run on the thread that delivers each event (use `observe(on:)` to choose it).
  /// After `onError` or `onCompleted`, and when the returned disposable is disposed, the
  /// subscription ends, `onDisposed` runs, and the closures are released.
  ///
  /// ```swift
  /// Observable.of(1, 2)
  ///   .subscribe(onNext: { print($0) }, onCompleted: { print("done") })
  ///   .disposed(by: disposeBag)
  /// ```
  /// - Parameters:
  ///   - onNext: called for each element.
  ///   - onError: called if the sequence fails.
  ///   - onCompleted: called if the sequence finishes.
  ///   - onDisposed: called once when the subscription ends, for whatever reason.
  /// - Returns: a disposable that ends the subscription.
  @inlinable
  public func subscribe(
    onNext: ((Element) -> Void)? = nil,
    onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    let onError = onError ?? Self.unhandledErrorReporter()
    let sink = ClosureSink(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    return SubscriptionHandle.subscribe(sink, to: asObservable())
  }

  /// Subscribes closures that receive `object` alongside each event, without retaining it.
  ///
  /// Once `object` is deallocated, events are no longer delivered to the closures.
  ///
  /// ```swift
  /// names.subscribe(with: self, onNext: { owner, name in owner.label.text = name })
  /// ```
  public func subscribe<Object: AnyObject>(
    with object: Object,
    onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    let owner = WeakReference(object)
    return subscribe(
      onNext: owner.bind(onNext), onError: owner.bind(onError), onCompleted: owner.bind(onCompleted),
      onDisposed: owner.bind(onDisposed))
  }

  /// Passes an error that no `onError` closure handles to ``Hooks/defaultErrorHandler``, with the
  /// subscription's call stack when ``Hooks/recordCallStackOnError`` is on.
  @usableFromInline static func unhandledErrorReporter() -> (Swift.Error) -> Void {
    let callStack = Hooks.subscriptionCallStack()
    // Without a recorded call stack the closure captures nothing, so it costs no allocation.
    guard !callStack.isEmpty else { return { error in Hooks.defaultErrorHandler([], error) } }
    return { error in Hooks.defaultErrorHandler(callStack, error) }
  }

  /// Subscribes a closure that receives every event.
  public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> any Disposable {
    subscribe(
      onNext: { on(.next($0)) },
      onError: { on(.error($0)) },
      onCompleted: { on(.completed) }
    )
  }
}

// Safety: written once at creation; read from the delivering thread only.
final class WeakReference<Object: AnyObject>: @unchecked Sendable {
  weak var value: Object?
  init(_ value: Object) { self.value = value }

  /// `handler` called with the object while it lives, and not at all once it is gone.
  func bind<Value>(_ handler: ((Object, Value) -> Void)?) -> ((Value) -> Void)? {
    handler.map { handler in { value in self.value.map { handler($0, value) } } }
  }

  /// `handler` called with the object while it lives, and not at all once it is gone.
  func bind(_ handler: ((Object) -> Void)?) -> (() -> Void)? {
    handler.map { handler in { self.value.map(handler) } }
  }
}

/// The last stage of a `subscribe(onNext:…)` subscription.
@usableFromInline
// Safety: the handlers are immutable and called serially (the Rx grammar).
final class ClosureSink<Element>: SinkBase<Element>, @unchecked Sendable {
  private let nextHandler: ((Element) -> Void)?
  private let errorHandler: ((Swift.Error) -> Void)?
  private let completedHandler: (() -> Void)?
  private let disposedHandler: (() -> Void)?
  private let tracker = SynchronizationTracker()

  @usableFromInline init(
    onNext: ((Element) -> Void)?,
    onError: ((Swift.Error) -> Void)?,
    onCompleted: (() -> Void)?,
    onDisposed: (() -> Void)?
  ) {
    nextHandler = onNext
    errorHandler = onError
    completedHandler = onCompleted
    disposedHandler = onDisposed
  }

  override func onNext(_ element: Element) {
    guard !isDisposed else { return }
    let tracked = tracker.enter()
    nextHandler?(element)
    if tracked { tracker.leave() }
  }

  override func onError(_ error: Swift.Error) {
    guard !isDisposed else { return }
    let tracked = tracker.enter()
    errorHandler?(error)
    if tracked { tracker.leave() }
    dispose()
  }

  override func onCompleted() {
    guard !isDisposed else { return }
    let tracked = tracker.enter()
    completedHandler?()
    if tracked { tracker.leave() }
    dispose()
  }

  override func disposeResources() {
    disposedHandler?()
  }
}

/// The last stage of a `subscribe(observer)` subscription.
// Safety: the observer is immutable and Sendable.
final class ObserverSink<Observer: ObserverType>: SinkBase<Observer.Element>, @unchecked Sendable {
  private let observer: Observer
  private let tracker = SynchronizationTracker()

  init(_ observer: Observer) {
    self.observer = observer
  }

  override func onNext(_ element: Observer.Element) {
    deliver(.next(element))
  }

  override func onError(_ error: Swift.Error) {
    deliver(.error(error))
    dispose()
  }

  override func onCompleted() {
    deliver(.completed)
    dispose()
  }

  private func deliver(_ event: Event<Observer.Element>) {
    guard !isDisposed else { return }
    let tracked = tracker.enter()
    observer.on(event)
    if tracked { tracker.leave() }
  }
}
