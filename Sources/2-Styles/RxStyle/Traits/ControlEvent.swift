/// A type that can be seen as a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
  /// The sequence as a ``ControlEvent``.
  func asControlEvent() -> ControlEvent<Element>
}

/// The events of a control — taps, edits, value changes — as a sequence that never fails, sends
/// no initial element, and is subscribed on the main scheduler.
///
/// The wrapper subscribes to `events` on ``ConcurrentMainScheduler/instance``; the other promises (no
/// error, completion when the control goes away, delivery on the main thread) are the caller's
/// to keep when wrapping a sequence, as with RxCocoa's type of the same name.
///
/// ```swift
/// let taps = ControlEvent(events: button.tapsRelay.asObservable())
/// taps.asSignal().emit(onNext: { print("tapped") }).disposed(by: bag)
/// ```
public struct ControlEvent<PropertyType>: ControlEventType, Sendable {
  /// The events' element type.
  public typealias Element = PropertyType

  let events: Observable<PropertyType>

  /// Wraps `events`, subscribed on the main scheduler.
  /// - Parameter events: the control's events; must not fail.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
  }

  /// Subscribes `observer` to the events.
  /// - Parameter observer: receives the events.
  /// - Returns: a disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as a plain sequence.
  public func asObservable() -> Observable<Element> { events }

  /// Returns itself.
  public func asControlEvent() -> ControlEvent<Element> { self }

  /// The events as an ``Infallible``; an error, which a control event must not send, would end
  /// it quietly.
  /// - Returns: the events as an infallible.
  public func asInfallible() -> Infallible<Element> { asInfallible(onErrorFallbackTo: .empty()) }

  /// The events as a ``Driver``; an error would end it quietly.
  /// - Returns: the events as a driver.
  public func asDriver() -> Driver<Element> { asDriver(onErrorDriveWith: .empty()) }

  /// The events as a ``Signal``; an error would end it quietly.
  /// - Returns: the events as a signal.
  public func asSignal() -> Signal<Element> { asSignal(onErrorSignalWith: .empty()) }
}
