import StyleInternals

extension PropertyProtocol {
  /// A property that always holds `value` while this one lives, whatever this one holds.
  ///
  /// ```swift
  /// let constant = count.map(value: "taps")
  /// ```
  /// - Parameter value: the value.
  /// - Returns: the mapped property.
  @_disfavoredOverload
  public func map<U>(value: U) -> Property<U> {
    let value = Captured(value)
    return map { _ in value.value }
  }

  /// A property holding `initial` until this one holds a value passing `predicate`, then the
  /// latest such value.
  ///
  /// ```swift
  /// let lastValid = input.filter(initial: "") { !$0.isEmpty }
  /// ```
  /// - Parameters:
  ///   - initial: the value before any value passes.
  ///   - predicate: which values to keep.
  /// - Returns: the filtered property.
  @available(swift, introduced: 6)
  @preconcurrency public func filter(initial: Value, _ predicate: @escaping @Sendable (Value) -> Bool) -> Property<
    Value
  > {
    Property(initial: initial, then: producer.filter(predicate))
  }

  /// A property holding the values of this one and `other` paired in order: the n-th change of
  /// one with the n-th change of the other.
  ///
  /// ```swift
  /// let pairs = requests.zip(with: responses)
  /// ```
  /// - Parameter other: the other property.
  /// - Returns: the zipped property.
  public func zip<P: PropertyProtocol>(with other: P) -> Property<(Value, P.Value)> {
    Property(deriving: producer.zip(with: other.producer))
  }

  /// A property holding this one's value paired with its previous one (`initial` at first).
  ///
  /// ```swift
  /// let transition = state.combinePrevious(.idle)  // (.idle, current)
  /// ```
  /// - Parameter initial: the "previous" value of the current value.
  /// - Returns: the property of (previous, current) pairs.
  public func combinePrevious(_ initial: Value) -> Property<(Value, Value)> {
    Property(deriving: producer.combinePrevious(initial))
  }

  /// A property that changes only when this one changes to a value not equivalent to the last.
  ///
  /// ```swift
  /// let name = user.map(\.name).skipRepeats(==)
  /// ```
  /// - Parameter isEquivalent: whether two values count as the same.
  /// - Returns: the de-duplicated property.
  @available(swift, introduced: 6)
  @preconcurrency public func skipRepeats(_ isEquivalent: @escaping @Sendable (Value, Value) -> Bool) -> Property<Value>
  {
    Property(deriving: producer.skipRepeats(isEquivalent))
  }

  /// A property that changes only when this one's identity, as `transform` gives it, was never
  /// seen before.
  ///
  /// ```swift
  /// let newUsers = user.uniqueValues { $0.id }
  /// ```
  /// - Parameter transform: the identity of a value.
  /// - Returns: the property of first-seen values.
  @available(swift, introduced: 6)
  @preconcurrency public func uniqueValues<Identity: Hashable & SendableMetatype>(
    _ transform: @escaping @Sendable (Value) -> Identity
  ) -> Property<Value> {
    Property(deriving: producer.uniqueValues(transform))
  }

  /// A property holding the value of the property `transform` gives for this one's value,
  /// switching (by `strategy`) as this one changes.
  ///
  /// ```swift
  /// let name = selectedUser.flatMap(.latest) { $0.name }
  /// ```
  /// - Parameters:
  ///   - strategy: how the inner properties are combined; `.latest` follows the current one.
  ///   - transform: the inner property for a value.
  /// - Returns: the flattened property.
  @available(swift, introduced: 6)
  @preconcurrency public func flatMap<P: PropertyProtocol>(
    _ strategy: FlattenStrategy, _ transform: @escaping @Sendable (Value) -> P
  ) -> Property<P.Value> {
    Property(deriving: producer.flatMap(strategy) { transform($0).producer })
  }
}

extension PropertyProtocol where Value: Equatable {
  /// A property that changes only when this one changes to a different value.
  ///
  /// ```swift
  /// let title = screen.map(\.title).skipRepeats()
  /// ```
  /// - Returns: the de-duplicated property.
  public func skipRepeats() -> Property<Value> {
    skipRepeats(==)
  }
}

extension PropertyProtocol where Value: Hashable & SendableMetatype {
  /// A property that changes only to values never held before.
  ///
  /// ```swift
  /// let firstSeen = tab.uniqueValues()
  /// ```
  /// - Returns: the property of first-seen values.
  public func uniqueValues() -> Property<Value> {
    uniqueValues { $0 }
  }
}

extension PropertyProtocol where Value: PropertyProtocol {
  /// A property holding the value of the property this one holds, switching (by `strategy`) as
  /// this one changes.
  ///
  /// ```swift
  /// let current = selected.flatten(.latest)
  /// ```
  /// - Parameter strategy: how the inner properties are combined.
  /// - Returns: the flattened property.
  public func flatten(_ strategy: FlattenStrategy) -> Property<Value.Value> {
    flatMap(strategy) { $0 }
  }
}

extension Property {
  /// A property holding the latest values of every one of `properties`; `nil` when there are none.
  ///
  /// ```swift
  /// Property.combineLatest([first, second])?.value  // [first.value, second.value]
  /// ```
  /// - Returns: the combined property, or `nil` for no properties.
  public static func combineLatest<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    let producers = properties.map(\.producer)
    guard !producers.isEmpty else { return nil }
    return Property<[S.Element.Value]>(deriving: SignalProducer.combineLatest(producers))
  }

  /// A property holding the latest values of every one of `properties`; with none, it always
  /// holds `emptySentinel`.
  ///
  /// ```swift
  /// Property.combineLatest(toggles, emptySentinel: []).map { $0.allSatisfy { $0 } }
  /// ```
  /// - Parameters:
  ///   - properties: the properties to combine.
  ///   - emptySentinel: the value when there are no properties.
  /// - Returns: the combined property.
  public static func combineLatest<S: Sequence>(
    _ properties: S, emptySentinel: [S.Element.Value]
  ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol, S.Element.Value == Value {
    let producers = properties.map(\.producer)
    guard !producers.isEmpty else { return Property<[S.Element.Value]>(value: emptySentinel) }
    return Property<[S.Element.Value]>(deriving: SignalProducer.combineLatest(producers))
  }

  /// A property holding the values of every one of `properties` zipped in order; `nil` when
  /// there are none.
  /// - Returns: the zipped property, or `nil` for no properties.
  public static func zip<S: Sequence>(_ properties: S) -> Property<[S.Element.Value]>?
  where S.Element: PropertyProtocol, S.Element.Value == Value {
    let producers = properties.map(\.producer)
    guard !producers.isEmpty else { return nil }
    return Property<[S.Element.Value]>(deriving: SignalProducer.zip(producers))
  }

  /// A property holding the values of every one of `properties` zipped in order; with none, it
  /// always holds `emptySentinel`.
  /// - Parameters:
  ///   - properties: the properties to zip.
  ///   - emptySentinel: the value when there are no properties.
  /// - Returns: the zipped property.
  public static func zip<S: Sequence>(
    _ properties: S, emptySentinel: [S.Element.Value]
  ) -> Property<[S.Element.Value]> where S.Element: PropertyProtocol, S.Element.Value == Value {
    let producers = properties.map(\.producer)
    guard !producers.isEmpty else { return Property<[S.Element.Value]>(value: emptySentinel) }
    return Property<[S.Element.Value]>(deriving: SignalProducer.zip(producers))
  }
}
