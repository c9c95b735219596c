// The arities mirror RxCocoa's generated ones: `Driver.combineLatest(a, b) { … }` and the tuple
// forms compile as they do there, each a forward to the observable operator of the same arity.

extension SharedSequence {
  /// Combines the latest elements of two shared sequences whenever one emits, once all have.
  ///
  /// ```swift
  /// let title = Driver.combineLatest(name, count) { "\($0): \($1)" }
  /// ```
  /// - Parameters:
  ///   - source1: the first shared sequence.
  ///   - source2: the second shared sequence.
  ///   - resultSelector: combines the elements.
  /// - Returns: a shared sequence of the same sharing strategy.
  public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of three shared sequences whenever one emits, once all have.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of four shared sequences whenever one emits, once all have.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the latest elements of five shared sequences whenever one emits, once all have.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of six shared sequences whenever one emits, once all have.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy,
    SharingStrategy == O6.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of seven shared sequences whenever one emits, once all have.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) ->
      Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy,
    SharingStrategy == O6.SharingStrategy,
    SharingStrategy == O7.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of eight shared sequences whenever one emits, once all have.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping @Sendable (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
      ) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy,
    SharingStrategy == O6.SharingStrategy,
    SharingStrategy == O7.SharingStrategy,
    SharingStrategy == O8.SharingStrategy
  {
    SharedSequence(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension SharedSequenceConvertibleType where Element == Any {
  /// The latest elements of two shared sequences as tuples, whenever one emits.
  public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
  }

  /// The latest elements of three shared sequences as tuples, whenever one emits.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) {
      ($0, $1, $2)
    }
  }

  /// The latest elements of four shared sequences as tuples, whenever one emits.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }

  /// The latest elements of five shared sequences as tuples, whenever one emits.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// The latest elements of six shared sequences as tuples, whenever one emits.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy,
    O1.SharingStrategy == O6.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
  }

  /// The latest elements of seven shared sequences as tuples, whenever one emits.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> SharedSequence<
    O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  >
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy,
    O1.SharingStrategy == O6.SharingStrategy,
    O1.SharingStrategy == O7.SharingStrategy
  {
    SharedSequence<
      O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
  }

  /// The latest elements of eight shared sequences as tuples, whenever one emits.
  public static func combineLatest<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> SharedSequence<
    O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  >
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy,
    O1.SharingStrategy == O6.SharingStrategy,
    O1.SharingStrategy == O7.SharingStrategy,
    O1.SharingStrategy == O8.SharingStrategy
  {
    SharedSequence<
      O1.SharingStrategy,
      (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
      ($0, $1, $2, $3, $4, $5, $6, $7)
    }
  }
}

extension SharedSequence {
  /// Combines the elements of two shared sequences by position.
  ///
  /// ```swift
  /// let title = Driver.zip(name, count) { "\($0): \($1)" }
  /// ```
  /// - Parameters:
  ///   - source1: the first shared sequence.
  ///   - source2: the second shared sequence.
  ///   - resultSelector: combines the elements.
  /// - Returns: a shared sequence of the same sharing strategy.
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy
  {
    SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of three shared sequences by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of four shared sequences by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the elements of five shared sequences by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    resultSelector: @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of six shared sequences by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy,
    SharingStrategy == O6.SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of seven shared sequences by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    resultSelector:
      @escaping @Sendable (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) ->
      Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy,
    SharingStrategy == O6.SharingStrategy,
    SharingStrategy == O7.SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of eight shared sequences by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8,
    resultSelector:
      @escaping @Sendable (
        O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element
      ) -> Element
  ) -> SharedSequence<SharingStrategy, Element>
  where
    SharingStrategy == O1.SharingStrategy,
    SharingStrategy == O2.SharingStrategy,
    SharingStrategy == O3.SharingStrategy,
    SharingStrategy == O4.SharingStrategy,
    SharingStrategy == O5.SharingStrategy,
    SharingStrategy == O6.SharingStrategy,
    SharingStrategy == O7.SharingStrategy,
    SharingStrategy == O8.SharingStrategy
  {
    SharedSequence(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension SharedSequenceConvertibleType where Element == Any {
  /// The elements of two shared sequences as tuples, by position.
  public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
    _ source1: O1, _ source2: O2
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
  }

  /// The elements of three shared sequences as tuples, by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) {
      ($0, $1, $2)
    }
  }

  /// The elements of four shared sequences as tuples, by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>.zip(
      source1, source2, source3, source4
    ) { ($0, $1, $2, $3) }
  }

  /// The elements of five shared sequences as tuples, by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// The elements of six shared sequences as tuples, by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
  ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy,
    O1.SharingStrategy == O6.SharingStrategy
  {
    SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(
      source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }

  /// The elements of seven shared sequences as tuples, by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
  ) -> SharedSequence<
    O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
  >
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy,
    O1.SharingStrategy == O6.SharingStrategy,
    O1.SharingStrategy == O7.SharingStrategy
  {
    SharedSequence<
      O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)
    >.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
  }

  /// The elements of eight shared sequences as tuples, by position.
  public static func zip<
    O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType,
    O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType,
    O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType
  >(
    _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
    _ source8: O8
  ) -> SharedSequence<
    O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
  >
  where
    O1.SharingStrategy == O2.SharingStrategy,
    O1.SharingStrategy == O3.SharingStrategy,
    O1.SharingStrategy == O4.SharingStrategy,
    O1.SharingStrategy == O5.SharingStrategy,
    O1.SharingStrategy == O6.SharingStrategy,
    O1.SharingStrategy == O7.SharingStrategy,
    O1.SharingStrategy == O8.SharingStrategy
  {
    SharedSequence<
      O1.SharingStrategy,
      (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)
    >.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
  }
}
