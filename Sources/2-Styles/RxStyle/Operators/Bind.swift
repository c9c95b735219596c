extension ObservableType {
  /// Subscribes `observers` to every event of the sequence.
  ///
  /// ```swift
  /// taps.bind(to: viewModel.input.reload).disposed(by: bag)
  /// ```
  /// - Returns: a disposable that ends the binding.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    subscribe(BroadcastObserver(observers: observers))
  }

  /// Subscribes observers of optional elements to every event of the sequence.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asObservable().map { Optional($0) }.subscribe(BroadcastObserver(observers: observers))
  }

  /// Sends every element to `relays`.
  ///
  /// A relay cannot end, so an error from the sequence is printed as a warning and ends the
  /// binding (RxRelay stops the program in debug builds); completion just ends the binding.
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends every element, as an optional, to `relays`.
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Makes every element the value of `relays`.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Makes every element, as an optional, the value of `relays`.
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends every element to `relays`.
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends every element, as an optional, to `relays`.
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Passes the sequence to `binder` and returns its result.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Subscribes `onNext` to the elements; an error is printed as a warning.
  ///
  /// ```swift
  /// button.taps.bind { print("tapped") }.disposed(by: bag)
  /// ```
  public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
    subscribe(
      onNext: onNext,
      onError: { error in reportBindingError(error) })
  }

  /// Passes the sequence to `binder`, then `curriedArgument` to what it returns.
  ///
  /// ```swift
  /// names.bind(to: { names in { bag in names.subscribe().disposed(by: bag) } }, curriedArgument: bag)
  /// ```
  /// - Parameters:
  ///   - binder: makes the binding from the sequence and the argument.
  ///   - curriedArgument: the binding's last argument.
  /// - Returns: what the binding returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to the elements with `object` alongside, without retaining it; once
  /// `object` is deallocated, elements are no longer delivered. An error is printed as a warning.
  ///
  /// ```swift
  /// names.bind(with: self) { owner, name in owner.title = name }.disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - object: passed to `onNext` with each element; held weakly.
  ///   - onNext: called with `object` and every element.
  /// - Returns: a disposable that ends the binding.
  public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void)
    -> any Disposable
  {
    subscribe(
      with: object, onNext: onNext,
      onError: { _, error in reportBindingError(error) })
  }
}

private func reportBindingError(_ error: any Error) {
  print("⚠️ RxStyle: a binding received an error, which bindings cannot handle: \(error)")
}

private struct BroadcastObserver<Observer: ObserverType>: ObserverType {
  let observers: [Observer]

  func on(_ event: Event<Observer.Element>) {
    for observer in observers { observer.on(event) }
  }
}

extension InfallibleType {
  /// Subscribes `observers` to every event of the sequence.
  ///
  /// ```swift
  /// names.bind(to: label.rx.text).disposed(by: bag)
  /// ```
  /// - Parameter observers: receive every element, then the completion.
  /// - Returns: a disposable that ends the binding.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe(BroadcastObserver(observers: observers))
  }

  /// Subscribes observers of optional elements to every event of the sequence.
  /// - Parameter observers: receive every element as an optional, then the completion.
  /// - Returns: a disposable that ends the binding.
  public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asObservable().map { Optional($0) }.subscribe(BroadcastObserver(observers: observers))
  }

  /// Sends every element to `relays`; completion just ends the binding.
  /// - Parameter relays: receive every element.
  /// - Returns: a disposable that ends the binding.
  public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends every element, as an optional, to `relays`.
  /// - Parameter relays: receive every element.
  /// - Returns: a disposable that ends the binding.
  public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Makes every element the value of `relays`.
  /// - Parameter relays: take every element as their value.
  /// - Returns: a disposable that ends the binding.
  public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Makes every element, as an optional, the value of `relays`.
  /// - Parameter relays: take every element as their value.
  /// - Returns: a disposable that ends the binding.
  public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends every element to `relays`.
  /// - Parameter relays: receive every element.
  /// - Returns: a disposable that ends the binding.
  public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Sends every element, as an optional, to `relays`.
  /// - Parameter relays: receive every element.
  /// - Returns: a disposable that ends the binding.
  public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
    bind { element in for relay in relays { relay.accept(element) } }
  }

  /// Passes the sequence to `binder` and returns its result.
  /// - Parameter binder: makes the binding from the sequence.
  /// - Returns: what `binder` returns.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Passes the sequence to `binder`, then `curriedArgument` to what it returns.
  /// - Parameters:
  ///   - binder: makes the binding from the sequence and the argument.
  ///   - curriedArgument: the binding's last argument.
  /// - Returns: what the binding returns.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }

  /// Subscribes `onNext` to the elements.
  /// - Parameter onNext: called with every element.
  /// - Returns: a disposable that ends the binding.
  public func bind(onNext: @escaping (Element) -> Void) -> any Disposable {
    asObservable().bind(onNext: onNext)
  }
}
