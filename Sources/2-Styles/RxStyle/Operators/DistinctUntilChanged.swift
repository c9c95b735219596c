extension ObservableType where Element: Equatable {
  /// Drops elements equal to the one just before them.
  ///
  /// ```swift
  /// Observable.of(1, 1, 2, 2, 1).distinctUntilChanged()  // next(1), next(2), next(1), completed
  /// ```
  /// - Returns: the elements that differ from their predecessor.
  @inlinable
  public func distinctUntilChanged() -> Observable<Element> {
    distinctUntilChanged({ $0 }, comparer: { $0 == $1 })
  }
}

extension ObservableType {
  /// Drops elements whose key equals the previous element's key.
  ///
  /// ```swift
  /// users.distinctUntilChanged { $0.id }  // a new element only when the id changes
  /// ```
  /// - Parameter keySelector: the key compared; a thrown error ends the sequence.
  /// - Returns: the elements whose key differs from their predecessor's.
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func distinctUntilChanged<Key: Equatable & SendableMetatype>(
    _ keySelector: @escaping @Sendable (Element) throws -> Key
  )
    -> Observable<Element>
  {
    distinctUntilChanged(keySelector, comparer: { $0 == $1 })
  }

  /// Drops elements that `comparer` finds equal to the previous element.
  ///
  /// ```swift
  /// values.distinctUntilChanged { abs($0 - $1) < 0.01 }
  /// ```
  /// - Parameter comparer: whether two consecutive elements count as equal; a thrown error ends
  ///   the sequence.
  /// - Returns: the elements that differ from their predecessor.
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func distinctUntilChanged(_ comparer: @escaping @Sendable (Element, Element) throws -> Bool)
    -> Observable<Element>
  {
    distinctUntilChanged({ $0 }, comparer: comparer)
  }

  /// Drops elements whose key `comparer` finds equal to the previous element's key.
  /// - Parameters:
  ///   - keySelector: the key compared.
  ///   - comparer: whether two consecutive keys count as equal.
  /// - Returns: the elements whose key differs from their predecessor's.
  @available(swift, introduced: 6)
  @inlinable
  @preconcurrency public func distinctUntilChanged<Key>(
    _ keySelector: @escaping @Sendable (Element) throws -> Key,
    comparer: @escaping @Sendable (Key, Key) throws -> Bool
  ) -> Observable<Element> {
    // Inlined so that the previous key is kept and compared in code specialised for `Key`.
    Observable<Element>.stepping(asObservable()) {
      var previousKey: Key?
      return { element, receiver in
        let key = try keySelector(element)
        if let previousKey, try comparer(previousKey, key) { return true }
        previousKey = key
        receiver.onNext(element)
        return true
      }
    }
  }

  /// Drops elements whose value at `keyPath` equals the previous element's.
  ///
  /// ```swift
  /// users.distinctUntilChanged(at: \.name)
  /// ```
  /// - Parameter keyPath: the property compared.
  /// - Returns: the elements whose property differs from their predecessor's.
  @inlinable
  @preconcurrency public func distinctUntilChanged<Property: Equatable & SendableMetatype>(
    at keyPath: KeyPath<Element, Property> & Sendable
  )
    -> Observable<Element>
  {
    distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: { $0 == $1 })
  }
}
