import Locking

/// Something with a current value that can be observed as it changes.
///
/// `producer` sends the current value and then every change; `signal` sends only the changes.
public protocol PropertyProtocol<Value>: AnyObject, BindingSource {
  /// The current value.
  var value: Value { get }
  /// On each start, the current value, then every change.
  var producer: SignalProducer<Value, Never> { get }
  /// The changes from now on.
  var signal: Signal<Value, Never> { get }
}

/// A property whose value can be set, and which bindings can target.
public protocol MutablePropertyProtocol<Value>: PropertyProtocol, BindingTargetProvider {
  /// The current value; setting it notifies observers.
  var value: Value { get set }
  /// Ends when the property is released.
  var lifetime: Lifetime { get }
}

/// A property whose value can be set, and whose lock can be borrowed to read or change it as
/// one atomic step: what ``ValidatingProperty`` wraps.
public protocol ComposableMutablePropertyProtocol<Value>: MutablePropertyProtocol {
  /// Runs `action` with the current value; no change is made while it runs.
  func withValue<Result, Failure: Swift.Error>(_ action: (Value) throws(Failure) -> Result) throws(Failure) -> Result
  /// Changes the value in place, atomically, and sends the result.
  func modify<Result, Failure: Swift.Error>(_ action: (inout Value) throws(Failure) -> Result) throws(Failure)
    -> Result
}

/// A read-only property: a value that observers can follow, which only its source changes.
///
/// ```swift
/// private let _count = MutableProperty(0)
/// let count: Property<Int>
/// init() { count = Property(capturing: _count) }
/// ```
@propertyWrapper
public final class Property<Value>: PropertyProtocol {
  /// Properties never fail.
  public typealias Error = Never

  private let readValue: () -> Value
  private let makeProducer: () -> SignalProducer<Value, Never>
  private let makeSignal: () -> Signal<Value, Never>
  // Keeps the sources alive, and disposes what feeds a derived property when it is released.
  private let retained: [AnyObject]

  private init(
    retaining retained: [AnyObject], value: @escaping () -> Value,
    producer: @escaping () -> SignalProducer<Value, Never>, signal: @escaping () -> Signal<Value, Never>
  ) {
    self.retained = retained
    readValue = value
    makeProducer = producer
    makeSignal = signal
  }

  convenience init(storage: PropertyStorage<Value>, retaining others: [AnyObject] = []) {
    self.init(
      retaining: [storage] + others, value: { storage.value }, producer: { storage.producer },
      signal: { storage.signal })
  }

  /// Creates a property that always holds `value`.
  ///
  /// ```swift
  /// let title = Property(value: "Libraries")
  /// ```
  public convenience init(value: Value) {
    let storage = PropertyStorage(value)
    storage.complete()
    self.init(storage: storage)
  }

  /// Creates a read-only view of `property`, keeping it alive.
  public convenience init<P: PropertyProtocol>(capturing property: P) where P.Value == Value {
    self.init(
      retaining: [property], value: { property.value }, producer: { property.producer },
      signal: { property.signal })
  }

  /// Creates a read-only view of `property`, keeping it alive.
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(capturing: property)
  }

  /// Creates a property holding `initial` until `values` sends: `values` is started at once and
  /// stopped when the property is released.
  ///
  /// ```swift
  /// let status = Property(initial: "Loading…", then: request.map { "Loaded \($0.name)" })
  /// ```
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    let storage = PropertyStorage(initial)
    let feed = values.start(
      Signal<Value, Never>.Observer(
        value: { value in storage.modify { $0 = value } },
        completed: { storage.complete() },
        interrupted: { storage.complete() }))
    self.init(storage: storage, retaining: [ScopedDisposable(feed)])
  }

  /// Creates a property holding `initial` until `values` sends.
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, then: SignalProducer(values))
  }

  /// The current value.
  public var value: Value { readValue() }

  /// The current value, as a property wrapper: `title` reads ``value`` of `$title`.
  public var wrappedValue: Value { value }

  /// The property itself: `$title` for a `@Property var title`.
  public var projectedValue: Property<Value> { self }

  /// On each start, the current value, then every change.
  public var producer: SignalProducer<Value, Never> { makeProducer() }

  /// The changes from now on.
  public var signal: Signal<Value, Never> { makeSignal() }
}

// Safety: the closures only read thread-safe sources (a property or its storage), nothing changes
// after initialization, and values cross threads only when they are Sendable themselves.
extension Property: @unchecked Sendable where Value: Sendable {}

extension PropertyProtocol {
  /// A property whose value is `transform` applied to this one's.
  ///
  /// ```swift
  /// let label = count.map { "\($0) taps" }
  /// ```
  /// - Returns: a property computing its value from this one; it keeps this one alive.
  public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Property<U> {
    Property(derivedFrom: self, transform)
  }

  /// A property whose value is the value at `keyPath` of this one's.
  public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> Property<U> {
    map { $0[keyPath: keyPath] }
  }

  /// A property holding the latest values of this one and `other` as a pair.
  ///
  /// ```swift
  /// let canSubmit = name.combineLatest(with: password).map { !$0.isEmpty && $1.count >= 8 }
  /// ```
  /// - Returns: a property that changes whenever either changes; it keeps both alive.
  public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    let storage = PropertyStorage((value, other.value))
    let remaining = Lock(2)
    let completeOne: () -> Void = {
      if remaining.withLock({
        $0 -= 1
        return $0
      }) == 0 {
        storage.complete()
      }
    }
    let first = signal.observe(
      Signal<Value, Never>.Observer(
        value: { value in storage.modify { $0.0 = value } }, completed: completeOne, interrupted: completeOne))
    let second = other.signal.observe(
      Signal<Other.Value, Never>.Observer(
        value: { value in storage.modify { $0.1 = value } }, completed: completeOne, interrupted: completeOne))
    let observations = [first, second].compactMap { $0 }.map { ScopedDisposable($0) as AnyObject }
    return Property(storage: storage, retaining: [self, other] + observations)
  }
}

extension Property {
  fileprivate convenience init<Source: PropertyProtocol>(
    derivedFrom source: Source, _ transform: @escaping @Sendable (Source.Value) -> Value
  ) {
    self.init(
      retaining: [source], value: { transform(source.value) }, producer: { source.producer.map(transform) },
      signal: { source.signal.map(transform) })
  }
}
