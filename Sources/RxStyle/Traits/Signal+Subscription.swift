extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes closures to the Signal's elements.
  ///
  /// Call it on the main thread, as RxCocoa requires; elsewhere it stops with a precondition
  /// failure that says so. (A `@MainActor` annotation would catch this at compile time, but it also
  /// rejects the plain, main-thread test methods that articles and RxCocoa's own tests call it from.)
  ///
  /// ```swift
  /// viewModel.title.emit(onNext: { label.text = $0 }).disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the Signal completes.
  ///   - onDisposed: called once when the subscription ends.
  /// - Returns: a disposable that ends the subscription.
  public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` alongside each element, without retaining it; on
  /// the main thread only.
  /// - Parameters:
  ///   - object: the object handed to the closures.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the Signal completes.
  ///   - onDisposed: called with the object when the subscription ends.
  /// - Returns: a disposable that ends the subscription.
  public func emit<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes without handlers, for the side effects of the chain; on the main thread only.
  /// - Returns: a disposable that ends the subscription.
  public func emit() -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe()
  }

  /// Sends the Signal's elements to each of `observers`; on the main thread only.
  /// - Parameter observers: the observers.
  /// - Returns: a disposable that ends the subscription.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends the Signal's elements, wrapped in optionals, to each of `observers`; on the main thread only.
  /// - Parameter observers: the observers of optional elements.
  /// - Returns: a disposable that ends the subscription.
  public func emit<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe { event in for observer in observers { observer.on(event.map { $0 }) } }
  }

  /// Accepts the Signal's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: BehaviorRelay<Element>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: PublishRelay<Element>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: PublishRelay<Element?>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: ReplayRelay<Element>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Accepts the Signal's elements as optionals into each of `relays`; on the main thread only.
  /// - Parameter relays: the relays.
  /// - Returns: a disposable that ends the subscription.
  public func emit(to relays: ReplayRelay<Element?>...) -> any Disposable {
    MainScheduler.ensureRunningOnMainThread(errorMessage: emitMessage)
    return asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }
}

let emitMessage = "emit* methods can only be called from the main thread: a Signal delivers there."
