extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes main-actor closures to the Signal's elements.
  ///
  /// Call it on the main thread, as RxCocoa requires; elsewhere it stops with a precondition
  /// failure that says so. (A `@MainActor` method would catch this at compile time, but it would
  /// also reject the plain, main-thread test methods that articles and RxCocoa's own tests call it
  /// from.) A Signal delivers on the main scheduler, so the closures are main-actor code: they may
  /// touch a view or a main-actor view model under Swift 6 checking, and each call is checked to
  /// be on the main queue rather than trusted. `onDisposed` runs at once when the subscription
  /// ends on the main thread, and on the main queue when it ends elsewhere.
  ///
  /// ```swift
  /// viewModel.title.emit(onNext: { label.text = $0 }).disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the Signal completes.
  ///   - onDisposed: called once when the subscription ends.
  /// - Returns: a disposable that ends the subscription.
  @preconcurrency public func emit(
    onNext: (@MainActor (Element) -> Void)? = nil, onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(.emit, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes main-actor closures that receive `object` alongside each element, without
  /// retaining it; on the main thread only, like ``emit(onNext:onCompleted:onDisposed:)``.
  /// - Parameters:
  ///   - object: the object handed to the closures.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the Signal completes.
  ///   - onDisposed: called with the object when the subscription ends.
  /// - Returns: a disposable that ends the subscription.
  @preconcurrency public func emit<Object: AnyObject>(
    with object: Object, onNext: (@MainActor (Object, Element) -> Void)? = nil,
    onCompleted: (@MainActor (Object) -> Void)? = nil, onDisposed: (@MainActor (Object) -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(.emit, with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the side effects of the chain; on the main thread only.
  /// - Returns: a disposable that ends the subscription.
  public func emit() -> any Disposable {
    onMainThread(.emit).subscribe()
  }

  /// Sends the Signal's elements to each of `observers`; on the main thread only.
  /// - Parameter observers: the observers.
  /// - Returns: a disposable that ends the subscription.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    onMainThread(.emit).subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends the Signal's elements, wrapped in optionals, to each of `observers`; on the main thread only.
  /// - Parameter observers: the observers of optional elements.
  /// - Returns: a disposable that ends the subscription.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    onMainThread(.emit).subscribe { event in for observer in observers { observer.on(event.map { $0 }) } }
  }

  /// Accepts the Signal's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
    onMainThread(.emit).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    onMainThread(.emit).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
    onMainThread(.emit).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
    onMainThread(.emit).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
    onMainThread(.emit).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
    onMainThread(.emit).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }
}
