import StyleInternals

/// The sharing of ``Driver``: each new Driver delivers on its own scheduler from
/// ``SharingScheduler/make`` and replays its latest element to new observers while connected.
public struct DriverSharingStrategy: SharingStrategyProtocol {
  /// A new scheduler from ``SharingScheduler/make``: by default a new `MainScheduler`.
  public static var scheduler: any SchedulerType { SharingScheduler.make() }

  /// `share(replay: 1, scope: .whileConnected)`.
  public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
    source.share(replay: 1, scope: .whileConnected)
  }
}

/// A UI state sequence: never fails, delivers on the main scheduler, shares one subscription and
/// gives a new observer the latest element at once (RxCocoa's `Driver`).
///
/// ```swift
/// let colorName: Driver<String> = hexString
///   .map { ColorNames.name(for: $0) }
///   .asDriver(onErrorJustReturn: "")
/// colorName.drive(onNext: { label.text = $0 }).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
  /// A Driver of this sequence that ends with `onErrorJustReturn` if the sequence fails.
  /// - Parameter onErrorJustReturn: the last element after a failure.
  /// - Returns: the Driver.
  public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
    let fallback = Captured(onErrorJustReturn)
    return Driver(sharedSource(on: DriverSharingStrategy.scheduler) { _ in .just(fallback.value) })
  }

  /// A Driver of this sequence that continues with `onErrorDriveWith` if the sequence fails.
  /// - Parameter onErrorDriveWith: the Driver that takes over after a failure.
  /// - Returns: the Driver.
  public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
    Driver(sharedSource(on: DriverSharingStrategy.scheduler) { _ in onErrorDriveWith.asObservable() })
  }

  /// A Driver of this sequence that continues with the Driver `onErrorRecover` makes from the
  /// error if the sequence fails.
  /// - Parameter onErrorRecover: makes the Driver that takes over after a failure.
  /// - Returns: the Driver.
  public func asDriver(onErrorRecover: @escaping @Sendable (_ error: Swift.Error) -> Driver<Element>) -> Driver<
    Element
  > {
    Driver(sharedSource(on: DriverSharingStrategy.scheduler) { onErrorRecover($0).asObservable() })
  }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Returns itself.
  public func asDriver() -> Driver<Element> { asSharedSequence() }

  /// Subscribes closures to the Driver's elements, on the main actor.
  ///
  /// `drive` is `@MainActor`: calling it from elsewhere is a compile-time error, where RxCocoa
  /// traps at run time. Test code that drives is `@MainActor` too.
  /// - Returns: a disposable that ends the subscription.
  @MainActor
  public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes closures that receive `object` alongside each element, without retaining it.
  @MainActor
  public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> any Disposable {
    asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Sends the Driver's elements to each of `observers`.
  @MainActor
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in for observer in observers { observer.on(event) } }
  }

  /// Sends the Driver's elements, as optionals, to each of `observers`.
  @MainActor
  public func drive<Observer: ObserverType>(_ observers: Observer...) -> any Disposable
  where Observer.Element == Element? {
    asObservable().subscribe { event in for observer in observers { observer.on(event.map { $0 }) } }
  }

  /// Makes each element the value of every one of `relays`.
  @MainActor
  public func drive(_ relays: BehaviorRelay<Element>...) -> any Disposable {
    asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Makes each element, as an optional, the value of every one of `relays`.
  @MainActor
  public func drive(_ relays: BehaviorRelay<Element?>...) -> any Disposable {
    asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Sends each element to every one of `relays`.
  @MainActor
  public func drive(_ relays: ReplayRelay<Element>...) -> any Disposable {
    asObservable().subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
  }

  /// Hands the Driver, as an observable, to `transformation` (a binder) and returns its result.
  @MainActor
  public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
    transformation(asObservable())
  }
}
