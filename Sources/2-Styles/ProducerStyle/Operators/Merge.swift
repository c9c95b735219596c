extension SignalProducer {
  /// Merges the events of `producers`: values as they come, completion when all complete.
  ///
  /// ```swift
  /// SignalProducer.merge(local, remote)
  /// ```
  public static func merge<S: Sequence>(_ producers: S) -> SignalProducer<Value, Error>
  where S.Element == SignalProducer<Value, Error> {
    SignalProducer<SignalProducer<Value, Error>, Error>(Array(producers)).flatten(.merge)
  }

  /// Merges the events of `producers`: values as they come, completion when all complete.
  public static func merge(_ producers: SignalProducer<Value, Error>...) -> SignalProducer<Value, Error> {
    merge(producers)
  }
}

extension Signal {
  /// Merges the events of `signals`: values as they come, completion when all complete.
  ///
  /// ```swift
  /// Signal.merge(taps, swipes)
  /// ```
  public static func merge<S: Sequence>(_ signals: S) -> Signal<Value, Error> where S.Element == Signal<Value, Error> {
    let merged = SignalProducer<Value, Error>.merge(signals.map(\.producer))
    return Signal { observer, lifetime in lifetime += merged.start(observer) }
  }

  /// Merges the events of `signals`: values as they come, completion when all complete.
  public static func merge(_ signals: Signal<Value, Error>...) -> Signal<Value, Error> {
    merge(signals)
  }
}

extension Signal {
  /// Merges this signal's events with `other`'s: values as they come, completion when both
  /// complete, the first failure or interruption at once.
  ///
  /// ```swift
  /// taps.merge(with: swipes)
  /// ```
  /// - Parameter other: the signal to merge with.
  /// - Returns: the merged signal.
  public func merge(with other: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal.merge(self, other)
  }
}

extension SignalProducer {
  /// Merges each start of this producer with a start of `other`: values as they come,
  /// completion when both complete.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).merge(with: SignalProducer(value: 3))  // 1, 2, 3, completed
  /// ```
  /// - Parameter other: a producer, or a signal, to merge with.
  /// - Returns: the merged producer.
  public func merge<Other: SignalProducerConvertible>(with other: Other) -> SignalProducer<Value, Error>
  where Other.Value == Value, Other.Error == Error {
    SignalProducer.merge(self, other.producer)
  }

  /// Merges each start of this producer with a start of `other`: the overload that lets
  /// `.init(value:)` or `.empty` name the other producer.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>(values: 1, 2).merge(with: .init(value: 3))  // 1, 2, 3, completed
  /// ```
  /// - Parameter other: the producer to merge with.
  /// - Returns: the merged producer.
  public func merge(with other: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    SignalProducer.merge(self, other)
  }
}
