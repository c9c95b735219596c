import StyleInternals

/// A mutable property that validates every value set on it: a valid value is stored, a coerced
/// one is stored in its corrected form, an invalid one is kept out, and ``result`` tells which
/// happened to the last value proposed.
///
/// Changes made directly to the wrapped property are validated too. A validation that depends
/// on another property is run again whenever that property changes.
///
/// ```swift
/// let email = ValidatingProperty("") { $0.contains("@") ? .valid : .invalid(FormError.noAt) }
/// email.value = "me"
/// email.result.value.isInvalid  // true; email.value is still ""
/// ```
public final class ValidatingProperty<Value, ValidationError: Swift.Error>: MutablePropertyProtocol {
  /// Properties never fail.
  public typealias Error = Never

  private let getter: @Sendable () -> Value
  private let setter: @Sendable (Value) -> Void

  /// The outcome of the last validation.
  public let result: Property<Result>
  /// The changes of the stored value.
  public let signal: Signal<Value, Never>
  /// On each start, the stored value, then every change.
  public let producer: SignalProducer<Value, Never>
  /// Ends when the wrapped property is released.
  public let lifetime: Lifetime

  /// The stored value; setting it proposes a value, stored only if the validator accepts it.
  public var value: Value {
    get { getter() }
    set { setter(newValue) }
  }

  /// A target that proposes values, bound for as long as the property lives.
  public var bindingTarget: BindingTarget<Value> {
    BindingTarget(lifetime: lifetime) { [weak self] in self?.value = $0 }
  }

  /// Wraps `inner`, validating every value proposed to it with `validator`.
  ///
  /// ```swift
  /// let age = ValidatingProperty(MutableProperty(18)) { $0 >= 0 ? .valid : .coerced(0, nil) }
  /// ```
  /// - Parameters:
  ///   - inner: the property that stores the accepted values.
  ///   - validator: the decision for a proposed value.
  @available(swift, introduced: 6)
  @preconcurrency public init<Inner: ComposableMutablePropertyProtocol>(
    _ inner: Inner, _ validator: @escaping @Sendable (Value) -> Decision
  ) where Inner.Value == Value {
    let inner = Captured(inner)
    getter = { inner.value.value }
    signal = inner.value.signal
    producer = inner.value.producer
    lifetime = inner.value.lifetime
    let initial = inner.value.value
    let results = MutableProperty(Result(initial, validator(initial)))
    // Writes this property makes to `inner` after validating need no second validation: the
    // thread making one counts it here, and the observer below skips it as it arrives.
    let writebacks = Lock<[UInt: Int]>([:])
    results
      <~ inner.value.signal.filter { value in
        writebacks.withLock { counts in
          let thread = currentThreadID()
          guard let count = counts[thread] else { return true }
          counts[thread] = count > 1 ? count - 1 : nil
          return false
        }
      }.map { Result($0, validator($0)) }
    result = Property(capturing: results)
    let resultsBox = Captured(results)
    setter = { proposed in
      let outcome = Result(proposed, validator(proposed))
      resultsBox.value.value = outcome
      guard let accepted = outcome.value else { return }
      writebacks.withLock { $0[currentThreadID(), default: 0] += 1 }
      inner.value.value = accepted
    }
  }

  /// Creates a property holding `initial`, validating every value proposed with `validator`.
  ///
  /// ```swift
  /// let name = ValidatingProperty("") { $0.isEmpty ? .invalid(FormError.empty) : .valid }
  /// ```
  /// - Parameters:
  ///   - initial: the first value; it is validated too, but stored whatever the outcome.
  ///   - validator: the decision for a proposed value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init(_ initial: Value, _ validator: @escaping @Sendable (Value) -> Decision) {
    self.init(MutableProperty(initial), validator)
  }

  /// Wraps `inner`, validating every proposed value against the current value of `other`; a
  /// change of `other` validates the last proposed value again.
  ///
  /// ```swift
  /// let confirmation = ValidatingProperty(MutableProperty(""), with: password) { $0 == $1 ? .valid : .invalid(.mismatch) }
  /// ```
  /// - Parameters:
  ///   - inner: the property that stores the accepted values.
  ///   - other: the property the validation depends on.
  ///   - validator: the decision for a proposed value and the other's value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<Other: PropertyProtocol>(
    _ inner: MutableProperty<Value>, with other: Other,
    _ validator: @escaping @Sendable (Value, Other.Value) -> Decision
  ) {
    let other = Captured(Property(other))
    self.init(inner) { validator($0, other.value.value) }
    revalidate(on: other.value.signal.map { _ in () })
  }

  /// Creates a property holding `initial`, validating every proposed value against the current
  /// value of `other`.
  /// - Parameters:
  ///   - initial: the first value.
  ///   - other: the property the validation depends on.
  ///   - validator: the decision for a proposed value and the other's value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<Other: PropertyProtocol>(
    _ initial: Value, with other: Other, _ validator: @escaping @Sendable (Value, Other.Value) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  /// Wraps `inner`, validating every proposed value against the last value proposed to `other`
  /// (valid or not); a new validation of `other` validates this one again.
  ///
  /// ```swift
  /// let confirmation = ValidatingProperty(MutableProperty(""), with: password) { $0 == $1 ? .valid : .invalid(.mismatch) }
  /// ```
  /// - Parameters:
  ///   - inner: the property that stores the accepted values.
  ///   - other: the validating property the validation depends on.
  ///   - validator: the decision for a proposed value and the other's last proposed value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<U, E>(
    _ inner: MutableProperty<Value>, with other: ValidatingProperty<U, E>,
    _ validator: @escaping @Sendable (Value, U) -> Decision
  ) {
    let otherResults = Captured(other.result)
    self.init(inner) { validator($0, otherResults.value.value.proposedValue) }
    revalidate(on: otherResults.value.signal.map { _ in () })
  }

  /// Creates a property holding `initial`, validating every proposed value against the last
  /// value proposed to `other`.
  /// - Parameters:
  ///   - initial: the first value.
  ///   - other: the validating property the validation depends on.
  ///   - validator: the decision for a proposed value and the other's last proposed value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<U, E>(
    _ initial: Value, with other: ValidatingProperty<U, E>, _ validator: @escaping @Sendable (Value, U) -> Decision
  ) {
    self.init(MutableProperty(initial), with: other, validator)
  }

  private func revalidate(on trigger: Signal<(), Never>) {
    trigger.take(during: lifetime).observeValues { [weak self] in
      guard let self else { return }
      self.value = self.result.value.proposedValue
    }
  }

  /// What the validator decides about a proposed value.
  public enum Decision {
    /// The value is stored as it is.
    case valid
    /// The replacement is stored instead, with an optional error explaining why.
    case coerced(Value, ValidationError?)
    /// Nothing is stored.
    case invalid(ValidationError)
  }

  /// The outcome of a validation.
  public enum Result {
    /// The value was stored.
    case valid(Value)
    /// The replacement was stored instead of the proposed value.
    case coerced(replacement: Value, proposed: Value, error: ValidationError?)
    /// The value was refused.
    case invalid(Value, ValidationError)

    /// Whether the value was refused.
    public var isInvalid: Bool {
      if case .invalid = self { return true }
      return false
    }

    /// The value stored: the valid value or the replacement; `nil` when refused.
    public var value: Value? {
      switch self {
      case .valid(let value): value
      case .coerced(let replacement, _, _): replacement
      case .invalid: nil
      }
    }

    /// The error of a refusal.
    public var error: ValidationError? {
      if case .invalid(_, let error) = self { return error }
      return nil
    }

    var proposedValue: Value {
      switch self {
      case .valid(let value): value
      case .coerced(_, let proposed, _): proposed
      case .invalid(let value, _): value
      }
    }

    init(_ value: Value, _ decision: Decision) {
      switch decision {
      case .valid: self = .valid(value)
      case .coerced(let replacement, let error):
        self = .coerced(replacement: replacement, proposed: value, error: error)
      case .invalid(let error): self = .invalid(value, error)
      }
    }
  }
}

// Safety: the closures only reach thread-safe properties; nothing changes after initialization,
// and values cross threads only when they are Sendable themselves.
extension ValidatingProperty: @unchecked Sendable where Value: Sendable {}
