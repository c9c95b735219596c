extension Signal where Value == Bool {
  /// Sends the logical NOT of each value.
  ///
  /// ```swift
  /// isLoading.negate()  // true, false → false, true
  /// ```
  /// - Returns: a signal of negated values.
  public func negate() -> Signal<Bool, Error> {
    map { !$0 }
  }

  /// Sends the logical AND of the latest values of this signal and `signal`, once both have sent.
  ///
  /// ```swift
  /// isValid.and(isConnected)
  /// ```
  /// - Parameter signal: the other operand.
  /// - Returns: a signal of combined values.
  public func and(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    Signal.all([self, signal])
  }

  /// Sends the logical OR of the latest values of this signal and `signal`, once both have sent.
  ///
  /// ```swift
  /// isSaving.or(isLoading)
  /// ```
  /// - Parameter signal: the other operand.
  /// - Returns: a signal of combined values.
  public func or(_ signal: Signal<Bool, Error>) -> Signal<Bool, Error> {
    Signal.any([self, signal])
  }

  /// Sends whether all the latest values are true, once every signal has sent.
  ///
  /// ```swift
  /// Signal.all([nameIsValid, emailIsValid, termsAccepted])
  /// ```
  /// - Parameter booleans: the operands.
  /// - Returns: a signal of combined values.
  public static func all<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).map { $0.allSatisfy { $0 } }
  }

  /// Sends whether all the latest values are true, once every signal has sent.
  /// - Parameter booleans: the operands.
  /// - Returns: a signal of combined values.
  public static func all(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    all(booleans)
  }

  /// Sends whether any of the latest values is true, once every signal has sent.
  ///
  /// ```swift
  /// Signal.any([isSaving, isLoading])
  /// ```
  /// - Parameter booleans: the operands.
  /// - Returns: a signal of combined values.
  public static func any<Booleans: Collection>(_ booleans: Booleans) -> Signal<Bool, Error>
  where Booleans.Element == Signal<Bool, Error> {
    combineLatest(booleans).map { $0.contains(true) }
  }

  /// Sends whether any of the latest values is true, once every signal has sent.
  /// - Parameter booleans: the operands.
  /// - Returns: a signal of combined values.
  public static func any(_ booleans: Signal<Bool, Error>...) -> Signal<Bool, Error> {
    any(booleans)
  }
}

extension SignalProducer where Value == Bool {
  /// Sends the logical NOT of each value.
  ///
  /// ```swift
  /// SignalProducer(values: true, false).negate()  // false, true, completed
  /// ```
  /// - Returns: a producer of negated values.
  public func negate() -> SignalProducer<Bool, Error> {
    map { !$0 }
  }

  /// Sends the logical AND of the latest values of this producer and `booleans`, once both
  /// have sent.
  ///
  /// ```swift
  /// SignalProducer(value: true).and(SignalProducer(value: false))  // false, completed
  /// ```
  /// - Parameter booleans: the other operand: a producer, a signal or a property.
  /// - Returns: a producer of combined values.
  public func and(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
    SignalProducer.all([self, booleans])
  }

  /// Sends the logical AND of the latest values of this producer and `booleans`: the form for
  /// signals and properties; a producer argument may be written `.init(value: true)`.
  /// - Parameter booleans: the other operand: a producer, a signal or a property.
  /// - Returns: a producer of combined values.
  public func and<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error {
    SignalProducer.all([self, booleans.producer])
  }

  /// Sends the logical OR of the latest values of this producer and `booleans`, once both have
  /// sent.
  ///
  /// ```swift
  /// SignalProducer(value: true).or(SignalProducer(value: false))  // true, completed
  /// ```
  /// - Parameter booleans: the other operand: a producer, a signal or a property.
  /// - Returns: a producer of combined values.
  public func or(_ booleans: SignalProducer<Bool, Error>) -> SignalProducer<Bool, Error> {
    SignalProducer.any([self, booleans])
  }

  /// Sends the logical OR of the latest values of this producer and `booleans`: the form for
  /// signals and properties; a producer argument may be written `.init(value: true)`.
  /// - Parameter booleans: the other operand: a producer, a signal or a property.
  /// - Returns: a producer of combined values.
  public func or<Booleans: SignalProducerConvertible>(_ booleans: Booleans) -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error {
    SignalProducer.any([self, booleans.producer])
  }

  /// Sends whether all the latest values are true, once every operand has sent; with no
  /// operands, sends `true` and completes.
  ///
  /// ```swift
  /// SignalProducer.all([nameIsValid.producer, emailIsValid.producer])
  /// ```
  /// - Parameter booleans: the operands: producers, signals or properties.
  /// - Returns: a producer of combined values.
  public static func all<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
    _ booleans: BooleansCollection
  ) -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error, BooleansCollection.Element == Booleans {
    combineLatest(booleans.map(\.producer), emptySentinel: []).map { $0.allSatisfy { $0 } }
  }

  /// Sends whether all the latest values are true, once every producer has sent.
  /// - Parameter booleans: the operands.
  /// - Returns: a producer of combined values.
  public static func all(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<Bool, Error> {
    all(booleans)
  }

  /// Sends whether any of the latest values is true, once every operand has sent; with no
  /// operands, sends `false` and completes.
  ///
  /// ```swift
  /// SignalProducer.any([isSaving.producer, isLoading.producer])
  /// ```
  /// - Parameter booleans: the operands: producers, signals or properties.
  /// - Returns: a producer of combined values.
  public static func any<Booleans: SignalProducerConvertible, BooleansCollection: Collection>(
    _ booleans: BooleansCollection
  ) -> SignalProducer<Bool, Error>
  where Booleans.Value == Bool, Booleans.Error == Error, BooleansCollection.Element == Booleans {
    combineLatest(booleans.map(\.producer), emptySentinel: []).map { $0.contains(true) }
  }

  /// Sends whether any of the latest values is true, once every producer has sent.
  /// - Parameter booleans: the operands.
  /// - Returns: a producer of combined values.
  public static func any(_ booleans: SignalProducer<Bool, Error>...) -> SignalProducer<Bool, Error> {
    any(booleans)
  }
}
