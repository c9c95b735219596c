/// A type that is an ``Infallible``: a sequence that never fails.
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// A sequence that can send elements and complete but never fails: the type of UI events and of
/// state that always has a value to show.
///
/// Make one with ``create(subscribe:)``, a factory such as ``just(_:)``, or by deciding what an
/// error becomes: ``ObservableConvertibleType/asInfallible(onErrorJustReturn:)``.
///
/// ```swift
/// let names: Infallible<String> = service.names().asInfallible(onErrorJustReturn: "—")
/// names.subscribe(onNext: { label.text = $0 }).disposed(by: bag)
/// ```
public struct Infallible<Element>: InfallibleType, Sendable {
  let source: Observable<Element>

  init(_ source: Observable<Element>) {
    self.source = source
  }

  /// The infallible seen as a plain sequence, which never carries an error.
  public func asObservable() -> Observable<Element> { source }
}

/// What an ``Infallible`` sends: elements, then perhaps completion; never an error.
public enum InfallibleEvent<Element> {
  /// An element.
  case next(Element)
  /// The end of the sequence.
  case completed
}

extension InfallibleEvent: Sendable where Element: Sendable {}

extension InfallibleEvent: EventConvertible {
  /// The same event as a plain ``Event``.
  public var event: Event<Element> {
    switch self {
    case .next(let element): .next(element)
    case .completed: .completed
    }
  }
}

extension Infallible {
  /// The closure through which `create` sends events.
  public typealias InfallibleObserver = @Sendable (InfallibleEvent<Element>) -> Void

  /// Creates an infallible from a closure run for every subscriber.
  ///
  /// ```swift
  /// let taps = Infallible<Void>.create { observer in
  ///   button.onTap = { observer(.next(())) }
  ///   return Disposables.create { button.onTap = nil }
  /// }
  /// ```
  /// - Parameter subscribe: gets the observer to send events to and returns what undoes its work.
  /// - Returns: the infallible.
  @available(swift, introduced: 6)
  @preconcurrency public static func create(
    subscribe: @escaping @Sendable (@escaping InfallibleObserver) -> any Disposable
  )
    -> Infallible<Element>
  {
    Infallible(
      Observable.create { observer in
        subscribe { event in observer.on(event.event) }
      })
  }
}

extension InfallibleType {
  /// Subscribes closures to the elements, the completion and the end of the subscription.
  ///
  /// ```swift
  /// names.subscribe(onNext: { print($0) }).disposed(by: bag)
  /// ```
  /// - Parameters:
  ///   - onNext: called with each element.
  ///   - onCompleted: called when the sequence completes.
  ///   - onDisposed: called once when the subscription ends, for whatever reason.
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` alongside each event, without retaining it; once
  /// `object` is gone, nothing more is called.
  /// - Parameters:
  ///   - object: the object handed to the closures.
  ///   - onNext: called with the object and each element.
  ///   - onCompleted: called with the object when the sequence completes.
  ///   - onDisposed: called with the object when the subscription ends.
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes a closure to every event.
  /// - Parameter on: called with each event.
  /// - Returns: a disposable that cancels the subscription.
  public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> any Disposable {
    asObservable().subscribe(onNext: { on(.next($0)) }, onCompleted: { on(.completed) })
  }
}

extension ObservableConvertibleType {
  /// The sequence as an ``Infallible`` that sends `element` and completes instead of failing.
  ///
  /// ```swift
  /// service.names().asInfallible(onErrorJustReturn: "—")
  /// ```
  /// - Parameter element: the last element, sent in place of an error.
  /// - Returns: the infallible.
  public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
    Infallible(asObservable().catchAndReturn(element))
  }

  /// The sequence as an ``Infallible`` that continues with `infallible` instead of failing.
  /// - Parameter infallible: what follows an error.
  /// - Returns: the infallible.
  public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
    Infallible(asObservable().catch { _ in infallible.source })
  }

  /// The sequence as an ``Infallible`` that continues with what `onErrorRecover` makes of the error.
  /// - Parameter onErrorRecover: turns the error into the infallible to continue with.
  /// - Returns: the infallible.
  @available(swift, introduced: 6)
  @preconcurrency public func asInfallible(onErrorRecover: @escaping @Sendable (Swift.Error) -> Infallible<Element>)
    -> Infallible<Element>
  {
    Infallible(asObservable().catch { onErrorRecover($0).source })
  }
}

extension InfallibleType {
  /// Returns itself, as RxSwift's overload for infallibles does.
  public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
