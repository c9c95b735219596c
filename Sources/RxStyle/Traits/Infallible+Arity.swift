// The five- to eight-source forms RxSwift generates for infallibles; the two- to four-source
// forms are in Infallible+Operators.swift.

extension InfallibleType {
  /// Combines the latest elements of five infallibles whenever one emits, once all have.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    resultSelector: @escaping @Sendable (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of six infallibles whenever one emits, once all have.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    resultSelector:
      @escaping @Sendable (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of seven infallibles whenever one emits, once all have.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType, I7: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
    resultSelector:
      @escaping @Sendable (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) ->
      Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the latest elements of eight infallibles whenever one emits, once all have.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
    _ source8: I8,
    resultSelector:
      @escaping @Sendable (
        I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element
      ) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.combineLatest(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }

  /// Combines the elements of five infallibles by position.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5,
    resultSelector: @escaping @Sendable (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of six infallibles by position.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6,
    resultSelector:
      @escaping @Sendable (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of seven infallibles by position.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType, I7: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
    resultSelector:
      @escaping @Sendable (I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element) ->
      Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), resultSelector: resultSelector))
  }

  /// Combines the elements of eight infallibles by position.
  public static func zip<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
    _ source8: I8,
    resultSelector:
      @escaping @Sendable (
        I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element
      ) -> Element
  ) -> Infallible<Element> {
    Infallible(
      Observable.zip(
        source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
        source5.asObservable(), source6.asObservable(), source7.asObservable(), source8.asObservable(),
        resultSelector: resultSelector))
  }
}

extension InfallibleType where Element == Any {
  /// The latest elements of four infallibles as tuples, whenever one emits.
  public static func combineLatest<I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType>(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element)>.combineLatest(source1, source2, source3, source4) {
      ($0, $1, $2, $3)
    }
  }

  /// The latest elements of five infallibles as tuples, whenever one emits.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element)>.combineLatest(
      source1, source2, source3, source4, source5
    ) { ($0, $1, $2, $3, $4) }
  }

  /// The latest elements of six infallibles as tuples, whenever one emits.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element)>.combineLatest(
      source1, source2, source3, source4, source5, source6
    ) { ($0, $1, $2, $3, $4, $5) }
  }

  /// The latest elements of seven infallibles as tuples, whenever one emits.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType, I7: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element)>.combineLatest(
      source1, source2, source3, source4, source5, source6, source7
    ) { ($0, $1, $2, $3, $4, $5, $6) }
  }

  /// The latest elements of eight infallibles as tuples, whenever one emits.
  public static func combineLatest<
    I1: InfallibleType, I2: InfallibleType, I3: InfallibleType, I4: InfallibleType, I5: InfallibleType,
    I6: InfallibleType, I7: InfallibleType, I8: InfallibleType
  >(
    _ source1: I1, _ source2: I2, _ source3: I3, _ source4: I4, _ source5: I5, _ source6: I6, _ source7: I7,
    _ source8: I8
  ) -> Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)> {
    Infallible<(I1.Element, I2.Element, I3.Element, I4.Element, I5.Element, I6.Element, I7.Element, I8.Element)>
      .combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) {
        ($0, $1, $2, $3, $4, $5, $6, $7)
      }
  }
}
