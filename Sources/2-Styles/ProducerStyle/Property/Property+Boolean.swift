extension PropertyProtocol where Value == Bool {
  /// A property holding the logical NOT of this one.
  ///
  /// ```swift
  /// let isIdle = isLoading.negate()
  /// ```
  /// - Returns: the negated property.
  public func negate() -> Property<Bool> {
    map { !$0 }
  }

  /// A property holding the logical AND of this one and `property`.
  ///
  /// ```swift
  /// let canSubmit = isValid.and(isConnected)
  /// ```
  /// - Parameter property: the other operand.
  /// - Returns: the combined property.
  public func and<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
    combineLatest(with: property).map { $0 && $1 }
  }

  /// A property holding the logical OR of this one and `property`.
  ///
  /// ```swift
  /// let isBusy = isSaving.or(isLoading)
  /// ```
  /// - Parameter property: the other operand.
  /// - Returns: the combined property.
  public func or<P: PropertyProtocol>(_ property: P) -> Property<Bool> where P.Value == Bool {
    combineLatest(with: property).map { $0 || $1 }
  }
}

extension Property where Value == Bool {
  /// A property holding whether every one of `properties` holds true; `true` when there are none.
  ///
  /// ```swift
  /// let formIsValid = Property.all([nameIsValid, emailIsValid])
  /// ```
  /// - Parameter properties: the operands.
  /// - Returns: the combined property.
  public static func all<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
  where P.Value == Bool, Properties.Element == P {
    Property.combineLatest(properties, emptySentinel: []).map { $0.allSatisfy { $0 } }
  }

  /// A property holding whether every one of `properties` holds true.
  /// - Parameter properties: the operands.
  /// - Returns: the combined property.
  public static func all<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
    all(properties)
  }

  /// A property holding whether any of `properties` holds true; `false` when there are none.
  ///
  /// ```swift
  /// let isBusy = Property.any([isSaving, isLoading])
  /// ```
  /// - Parameter properties: the operands.
  /// - Returns: the combined property.
  public static func any<P: PropertyProtocol, Properties: Collection>(_ properties: Properties) -> Property<Bool>
  where P.Value == Bool, Properties.Element == P {
    Property.combineLatest(properties, emptySentinel: []).map { $0.contains(true) }
  }

  /// A property holding whether any of `properties` holds true.
  /// - Parameter properties: the operands.
  /// - Returns: the combined property.
  public static func any<P: PropertyProtocol>(_ properties: P...) -> Property<Bool> where P.Value == Bool {
    any(properties)
  }
}
