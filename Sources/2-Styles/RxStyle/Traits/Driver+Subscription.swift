extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes main-actor closures to the Driver's elements.
  ///
  /// Call it on the main thread, as RxCocoa requires; elsewhere it stops with a precondition
  /// failure that says so. (A `@MainActor` method would catch this at compile time, but it would
  /// also reject the plain, main-thread test methods that articles and RxCocoa's own tests call it
  /// from.) A Driver delivers on the main scheduler, so the closures are main-actor code: they may
  /// touch a view or a main-actor view model under Swift 6 checking, and each call is checked to
  /// be on the main queue rather than trusted. `onDisposed` runs at once when the subscription
  /// ends on the main thread, and on the main queue when it ends elsewhere.
  ///
  /// ```swift
  /// viewModel.title.drive(onNext: { label.text = $0 }).disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the Driver completes.
  ///   - onDisposed: called once when the subscription ends.
  /// - Returns: a disposable that ends the subscription.
  @preconcurrency public func drive(
    onNext: (@MainActor (Element) -> Void)? = nil, onCompleted: (@MainActor () -> Void)? = nil,
    onDisposed: (@MainActor () -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(.drive, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes main-actor closures that receive `object` alongside each element, without
  /// retaining it; on the main thread only, like ``drive(onNext:onCompleted:onDisposed:)``.
  /// - Parameters:
  ///   - object: the object handed to the closures.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the Driver completes.
  ///   - onDisposed: called with the object when the subscription ends.
  /// - Returns: a disposable that ends the subscription.
  @preconcurrency public func drive<Object: AnyObject>(
    with object: Object, onNext: (@MainActor (Object, Element) -> Void)? = nil,
    onCompleted: (@MainActor (Object) -> Void)? = nil, onDisposed: (@MainActor (Object) -> Void)? = nil
  ) -> any Disposable {
    subscribeOnMainThread(.drive, with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the side effects of the chain; on the main thread only.
  /// - Returns: a disposable that ends the subscription.
  public func drive() -> any Disposable {
    onMainThread(.drive).subscribe()
  }

  /// Sends the Driver's elements to each of `observers`; on the main thread only.
  /// - Parameter observers: the observers.
  /// - Returns: a disposable that ends the subscription.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    onMainThread(.drive).subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends the Driver's elements, wrapped in optionals, to each of `observers`; on the main thread only.
  /// - Parameter observers: the observers of optional elements.
  /// - Returns: a disposable that ends the subscription.
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    onMainThread(.drive).subscribe { event in for observer in observers { observer.on(event.map { $0 }) } }
  }

  /// Accepts the Driver's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
    onMainThread(.drive).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Driver's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
    onMainThread(.drive).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Driver's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
    onMainThread(.drive).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Driver's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func drive(_ relays: ReplayRelay<Element?>...) -> any Disposable {
    onMainThread(.drive).subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Hands the Driver, as an observable, to `transformation` and returns its result: the hook for
  /// binders written as functions.
  /// - Parameter transformation: what to do with the Driver's elements.
  /// - Returns: what `transformation` returns.
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(onMainThread(.drive))
  }

  /// Hands the Driver to a curried binder with its extra argument.
  /// - Parameters:
  ///   - with: the curried binder.
  ///   - curriedArgument: its second argument.
  /// - Returns: what the binder returns.
  public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    with(onMainThread(.drive))(curriedArgument)
  }
}
