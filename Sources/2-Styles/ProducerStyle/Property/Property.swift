import StyleInternals

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
  /// The type of the value, as ``PropertyProtocol`` names it.
  associatedtype Value
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
/// A property composed from others (``init(_:)``, ``PropertyProtocol/map(_:)-((Self.Value)->U)``,
/// ``PropertyProtocol/combineLatest(with:)``,
/// ``init(initial:then:)-(_,SignalProducer<Value,Never>)``) does not keep its sources alive: it
/// keeps their latest value, and its `signal` and `producer` go on until the ultimate source goes
/// away — then they complete, whether or not the composed property is still kept.
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
  // What the property keeps alive: its storage, or the property it captures.
  private let retained: AnyObject

  private init(
    retaining retained: AnyObject, value: @escaping () -> Value,
    producer: @escaping () -> SignalProducer<Value, Never>, signal: @escaping () -> Signal<Value, Never>
  ) {
    self.retained = retained
    readValue = value
    makeProducer = producer
    makeSignal = signal
  }

  convenience init(storage: PropertyStorage<Value>) {
    self.init(
      retaining: storage, value: { storage.value }, producer: { storage.producer }, signal: { storage.signal })
  }

  /// A property fed by `producer`, which must send its first value as it starts (as every
  /// property's producer does): the shape every derived property is built on. It keeps the
  /// latest value, not `producer`'s sources; its signal and producer complete when `producer`
  /// ends; the start ends when the property is released and nobody observes it any more.
  convenience init(deriving producer: SignalProducer<Value, Never>) {
    self.init(storage: .composed(from: producer))
  }

  /// Creates a property that always holds `value`.
  ///
  /// Its producer sends `value` and completes; its signal has already ended.
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
      retaining: property, value: { property.value }, producer: { property.producer },
      signal: { property.signal })
  }

  /// Creates a read-only view of `property`, without keeping it alive.
  ///
  /// The view keeps the latest value; its signal and producer complete when `property` goes
  /// away.
  ///
  /// ```swift
  /// let count = Property(_count)
  /// ```
  public convenience init<P: PropertyProtocol>(_ property: P) where P.Value == Value {
    self.init(deriving: property.producer)
  }

  /// Creates a property holding `initial` until `values` sends: `values` is started at once.
  ///
  /// The property does not keep the run of `values` alive by itself: its signal and producer
  /// go on while `values` runs and complete when it ends (an interruption too); the run is
  /// stopped once the property is released and nobody observes it.
  ///
  /// ```swift
  /// let status = Property(initial: "Loading…", then: request.map { "Loaded \($0.name)" })
  /// ```
  public convenience init(initial: Value, then values: SignalProducer<Value, Never>) {
    let initial = Captured(initial)
    self.init(
      deriving: SignalProducer.serial({ observer, lifetime in
        observer.receive(initial.value)
        lifetime += values.start(ForwardingObserver(observer))
      }))
  }

  /// Creates a property holding `initial` until `values` sends, which it observes at once; it
  /// completes when `values` ends.
  public convenience init(initial: Value, then values: Signal<Value, Never>) {
    self.init(initial: initial, then: SignalProducer(values))
  }

  /// Creates a property holding `initial` until `values` sends — a producer, a signal or
  /// another property's producer — started at once; it completes when `values` ends.
  ///
  /// ```swift
  /// let title = Property(initial: "", then: titles)  // titles: any SignalProducerConvertible
  /// ```
  /// - Parameters:
  ///   - initial: the value until `values` sends.
  ///   - values: the values that follow.
  @_disfavoredOverload
  public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
  where Values.Value == Value, Values.Error == Never {
    self.init(initial: initial, then: values.producer)
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
  /// - Returns: a property computing its value from this one; it does not keep this one alive,
  ///   and its signal and producer complete when this one's do.
  @available(swift, introduced: 6)
  @preconcurrency public func map<U>(_ transform: @escaping @Sendable (Value) -> U) -> Property<U> {
    Property(deriving: producer.map(transform))
  }

  /// A property whose value is the value at `keyPath` of this one's.
  @preconcurrency public func map<U>(_ keyPath: KeyPath<Value, U> & Sendable) -> Property<U> {
    map { $0[keyPath: keyPath] }
  }

  /// A property holding the latest values of this one and `other` as a pair.
  ///
  /// ```swift
  /// let canSubmit = name.combineLatest(with: password).map { !$0.isEmpty && $1.count >= 8 }
  /// ```
  /// - Returns: a property that changes whenever either changes; it keeps neither alive, and
  ///   completes when both have gone away.
  public func combineLatest<Other: PropertyProtocol>(with other: Other) -> Property<(Value, Other.Value)> {
    Property(deriving: producer.combineLatest(with: other.producer))
  }
}

extension Property where Value: OptionalProtocol {
  /// Creates an optional property holding `initial` until `values`, which sends the wrapped
  /// values, sends; `values` is started at once.
  ///
  /// ```swift
  /// let selected = Property<Int?>(initial: nil, then: SignalProducer<Int, Never>(values: 1, 2))
  /// ```
  /// - Parameters:
  ///   - initial: the value until `values` sends.
  ///   - values: the wrapped values that follow.
  public convenience init(initial: Value, then values: SignalProducer<Value.Wrapped, Never>) {
    self.init(initial: initial, then: values.map { Value(reconstructing: $0) })
  }

  /// Creates an optional property holding `initial` until `values` — a producer, a signal or a
  /// property of the wrapped values — sends; it is started at once.
  ///
  /// ```swift
  /// let selected = Property<Int?>(initial: nil, then: selections)  // selections: Signal<Int, Never>
  /// ```
  /// - Parameters:
  ///   - initial: the value until `values` sends.
  ///   - values: the wrapped values that follow.
  @_disfavoredOverload
  public convenience init<Values: SignalProducerConvertible>(initial: Value, then values: Values)
  where Values.Value == Value.Wrapped, Values.Error == Never {
    self.init(initial: initial, then: values.producer)
  }
}
