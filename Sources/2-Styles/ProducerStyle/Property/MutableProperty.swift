/// A property whose value can be set: the state of a view model, observable as it changes.
///
/// Reading and writing are thread-safe; observers see changes in the order they were made.
/// When the property is released its signal completes and its ``lifetime`` ends.
///
/// ```swift
/// let name = MutableProperty("")
/// name.producer.startWithValues { print($0) }  // "" at once, then "ReactiveSwift"
/// name.value = "ReactiveSwift"
/// ```
@propertyWrapper
public final class MutableProperty<Value>: ComposableMutablePropertyProtocol {
  /// Properties never fail.
  public typealias Error = Never

  private let storage: PropertyStorage<Value>
  private let token: Lifetime.Token

  /// Ends when the property is released: bindings into it stop then.
  public let lifetime: Lifetime

  /// Creates a property holding `initialValue`.
  public init(_ initialValue: Value) {
    storage = PropertyStorage(initialValue)
    (lifetime, token) = Lifetime.make()
  }

  /// Creates a property holding `wrappedValue`: the form `@MutableProperty var count = 0` uses.
  public convenience init(wrappedValue: Value) {
    self.init(wrappedValue)
  }

  deinit {
    storage.complete()
  }

  /// The current value, as a property wrapper: `count` reads and sets ``value`` of `$count`.
  public var wrappedValue: Value {
    get { value }
    set { value = newValue }
  }

  /// The property itself: `$count` for a `@MutableProperty var count`.
  public var projectedValue: MutableProperty<Value> { self }

  /// The current value; setting it sends the new value to observers.
  public var value: Value {
    get { storage.value }
    set { storage.modify { $0 = newValue } }
  }

  /// The changes from now on; completes when the property is released.
  public var signal: Signal<Value, Never> { storage.signal }

  /// On each start, the current value and then every change.
  public var producer: SignalProducer<Value, Never> { storage.producer }

  /// Changes the value in place, atomically, and sends the result.
  ///
  /// `action` runs under the property's lock: it must not read or set this property.
  ///
  /// ```swift
  /// count.modify { $0 += 1 }
  /// ```
  /// - Returns: what `action` returns.
  /// - Throws: what `action` throws (the value it left is still sent).
  @discardableResult
  public func modify<Result, Failure: Swift.Error>(
    _ action: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try storage.modify(action)
  }

  /// Runs `action` with the current value, atomically: no change is made while it runs.
  ///
  /// `action` runs under the property's lock: it must not read or set this property.
  ///
  /// ```swift
  /// let count = items.withValue { $0.count }
  /// ```
  /// - Returns: what `action` returns.
  /// - Throws: what `action` throws.
  public func withValue<Result, Failure: Swift.Error>(
    _ action: (Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try storage.withValue(action)
  }

  /// Sets a new value and returns the old one, atomically.
  ///
  /// ```swift
  /// let previous = state.swap(.idle)
  /// ```
  @discardableResult
  public func swap(_ newValue: Value) -> Value {
    storage.modify { value in
      defer { value = newValue }
      return value
    }
  }

  /// A target that sets the value, bound for as long as the property lives.
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
  }
}

// Safety: every state is in the thread-safe storage; the token and lifetime are Sendable; values
// cross threads only when they are Sendable themselves.
extension MutableProperty: @unchecked Sendable where Value: Sendable {}
