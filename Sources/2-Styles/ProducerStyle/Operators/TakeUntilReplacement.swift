extension Signal {
  /// Forwards this signal's events until `replacement` sends any event; from then on forwards
  /// `replacement`'s events only. This signal's completion is not forwarded, so the result
  /// ends when `replacement` ends (or when this signal fails or is interrupted first).
  ///
  /// ```swift
  /// cached.take(untilReplacement: fresh)  // cached values until fresh sends, then fresh's
  /// ```
  /// - Parameter replacement: the signal that takes over.
  /// - Returns: the switched signal.
  public func take(untilReplacement replacement: Signal<Value, Error>) -> Signal<Value, Error> {
    Signal { observer, lifetime in
      let current = SerialDisposable()
      lifetime += current
      current.inner = observe(
        Observer { event in
          if !event.isCompleted { observer.send(event) }
        })
      lifetime += replacement.observe(
        Observer { event in
          current.dispose()
          observer.send(event)
        })
    }
  }
}

extension SignalProducer {
  /// Forwards this producer's events until `replacement` sends any event, then only
  /// `replacement`'s; for each start, `replacement` is started first.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).take(untilReplacement: SignalProducer<Int, Never>.never)  // 1, 2
  /// ```
  /// - Parameter replacement: a producer, or a signal, that takes over.
  /// - Returns: the switched producer.
  public func take<Replacement: SignalProducerConvertible>(
    untilReplacement replacement: Replacement
  ) -> SignalProducer<Value, Error> where Replacement.Value == Value, Replacement.Error == Error {
    lift(Signal.take(untilReplacement:))(replacement.producer)
  }

  /// Forwards this producer's events until `replacement` sends any event, then only
  /// `replacement`'s: the overload that lets `.init(value:)` or `.empty` name the replacement.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>.never.take(untilReplacement: .init(value: 0))  // 0, completed
  /// ```
  /// - Parameter replacement: the producer that takes over.
  /// - Returns: the switched producer.
  public func take(untilReplacement replacement: SignalProducer<Value, Error>) -> SignalProducer<Value, Error> {
    lift(Signal.take(untilReplacement:))(replacement)
  }
}
