extension RangeReplaceableCollection {
  /// Creates a collection of every element of an async sequence, in order
  /// (swift-async-algorithms' collection initialisers).
  ///
  /// Waits until `source` finishes; throws what it throws.
  ///
  /// ```swift
  /// let names = try await Array(service.names())
  /// ```
  /// - Parameter source: the sequence to collect.
  /// - Throws: the failure of `source`.
  public init<Source: AsyncSequence>(_ source: Source) async throws(Source.Failure) where Source.Element == Element {
    self.init()
    var iterator = source.makeAsyncIterator()
    while let element = try await iterator.next(isolation: nil) { append(element) }
  }
}

extension SetAlgebra {
  /// Creates a set of the elements of an async sequence.
  ///
  /// ```swift
  /// let tags = await Set(["a", "b", "a"].async)  // ["a", "b"]
  /// ```
  /// - Parameter source: the sequence to collect.
  /// - Throws: the failure of `source`.
  public init<Source: AsyncSequence>(_ source: Source) async throws(Source.Failure) where Source.Element == Element {
    self.init()
    var iterator = source.makeAsyncIterator()
    while let element = try await iterator.next(isolation: nil) { insert(element) }
  }
}

extension Dictionary {
  /// Creates a dictionary of the key-value pairs of an async sequence, whose keys must be unique.
  ///
  /// ```swift
  /// let prices = await Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)].async)
  /// ```
  /// - Parameter keysAndValues: the pairs; a repeated key is a programming error, as with the
  ///   standard library's initialiser.
  /// - Throws: the failure of `keysAndValues`.
  public init<Source: AsyncSequence>(
    uniqueKeysWithValues keysAndValues: Source
  ) async throws(Source.Failure) where Source.Element == (Key, Value) {
    self.init()
    var iterator = keysAndValues.makeAsyncIterator()
    while let (key, value) = try await iterator.next(isolation: nil) {
      precondition(updateValue(value, forKey: key) == nil, "Dictionary(uniqueKeysWithValues:): duplicate key \(key)")
    }
  }

  /// Creates a dictionary of the key-value pairs of an async sequence, combining the values of a
  /// repeated key with `combine`.
  ///
  /// ```swift
  /// let totals = await Dictionary(sales.async, uniquingKeysWith: +)
  /// ```
  /// - Parameters:
  ///   - keysAndValues: the pairs.
  ///   - combine: merges the value already stored for a key with a new one.
  /// - Throws: the failure of `keysAndValues`.
  public init<Source: AsyncSequence>(
    _ keysAndValues: Source, uniquingKeysWith combine: (Value, Value) -> Value
  ) async throws(Source.Failure) where Source.Element == (Key, Value) {
    self.init()
    var iterator = keysAndValues.makeAsyncIterator()
    while let (key, value) = try await iterator.next(isolation: nil) {
      if let existing = self[key] { self[key] = combine(existing, value) } else { self[key] = value }
    }
  }

  /// Creates a dictionary of the elements of an async sequence grouped by the key `keyForValue`
  /// gives them, each group in order.
  ///
  /// ```swift
  /// let byInitial = await Dictionary(grouping: ["ant", "bee", "ape"].async) { $0.first! }
  /// // ["a": ["ant", "ape"], "b": ["bee"]]
  /// ```
  /// - Parameters:
  ///   - values: the elements to group.
  ///   - keyForValue: the key of an element's group.
  /// - Throws: the failure of `values`.
  public init<Source: AsyncSequence>(
    grouping values: Source, by keyForValue: (Source.Element) -> Key
  ) async throws(Source.Failure) where Value == [Source.Element] {
    self.init()
    var iterator = values.makeAsyncIterator()
    while let element = try await iterator.next(isolation: nil) {
      self[keyForValue(element), default: []].append(element)
    }
  }
}
