/// A type that can be seen as a ``ControlProperty``: both the values of a control's property and
/// the way to set it.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// The property as a ``ControlProperty``.
  func asControlProperty() -> ControlProperty<Element>
}

/// A control's property — a text field's text, a switch's state — seen two ways: as the values
/// it takes (its current value first, then each change) and as an observer that sets it.
///
/// Reading subscribes to `values` on ``ConcurrentMainScheduler/instance``; writing hands each element to
/// `valueSink`. The other promises of RxCocoa's type of the same name (no error, the current
/// value on subscription, completion when the control goes away) are the caller's to keep when
/// wrapping a sequence.
///
/// ```swift
/// let name = ControlProperty(values: nameRelay.asObservable(), valueSink: nameRelay.asObserver())
/// name.changed.subscribe(onNext: { print("edited to", $0) }).disposed(by: bag)
/// name.onNext("Ada")
/// ```
public struct ControlProperty<PropertyType>: ControlPropertyType, Sendable {
  /// The property's value type.
  public typealias Element = PropertyType

  let values: Observable<PropertyType>
  let valueSink: AnyObserver<PropertyType>

  /// Wraps the values a property takes and the observer that sets it.
  /// - Parameters:
  ///   - values: the current value, then each change; must not fail.
  ///   - valueSink: sets the property to each element it receives.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Values.Element == Element, Sink.Element == Element {
    self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the property's values.
  /// - Parameter observer: receives the current value, then each change.
  /// - Returns: a disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The changes only: the values without the current one that a subscription starts with.
  public var changed: ControlEvent<PropertyType> { ControlEvent(events: values.skip(1)) }

  /// The values as a plain sequence.
  public func asObservable() -> Observable<Element> { values }

  /// Returns itself.
  public func asControlProperty() -> ControlProperty<Element> { self }

  /// Sets the property: an element goes to the value sink, a completion ends it, and an error —
  /// which nothing bound to a control should send — is reported through
  /// ``Hooks/defaultErrorHandler`` instead of reaching the control, as ``Binder`` does.
  /// - Parameter event: the event to apply.
  public func on(_ event: Event<Element>) {
    switch event {
    case .error(let error): Hooks.defaultErrorHandler(["ControlProperty"], error)
    case .next, .completed: valueSink.on(event)
    }
  }

  /// The values as a ``Driver``; an error would end it quietly.
  /// - Returns: the values as a driver.
  public func asDriver() -> Driver<Element> { asDriver(onErrorDriveWith: .empty()) }
}

extension ControlProperty where PropertyType == String? {
  /// The property with `nil` read as the empty string, for text that is never absent in practice.
  ///
  /// ```swift
  /// let text: ControlProperty<String> = field.text.orEmpty
  /// ```
  public var orEmpty: ControlProperty<String> {
    let source = valueSink
    return ControlProperty<String>(
      values: values.map { $0 ?? "" },
      valueSink: AnyObserver<String> { event in source.on(event.map { Optional($0) }) })
  }
}
