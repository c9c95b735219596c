extension Signal {
  /// Ignores this signal until `trigger` sends a value or completes, then forwards every later
  /// event. Events before that, terminal ones included, are not seen.
  ///
  /// ```swift
  /// values.skip(until: viewDidAppear)
  /// ```
  /// - Parameter trigger: the signal whose value or completion starts the forwarding; its
  ///   failure or interruption leaves the result waiting.
  /// - Returns: the signal from the trigger on.
  public func skip(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    Signal { observer, lifetime in
      let current = SerialDisposable()
      lifetime += current
      current.inner = trigger.observe(
        Signal<(), Never>.Observer { [self] event in
          switch event {
          case .value, .completed: current.inner = observe(observer)
          case .interrupted: break
          }
        })
    }
  }
}

extension SignalProducer {
  /// Ignores each start of this producer until `trigger` sends a value or completes; for each
  /// start, `trigger` is started first.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).skip(until: SignalProducer(value: ()))  // the trigger fires first: 1, 2
  /// ```
  /// - Parameter trigger: a producer, or a signal, whose value or completion starts the forwarding.
  /// - Returns: the producer from the trigger on.
  public func skip<Trigger: SignalProducerConvertible>(until trigger: Trigger) -> SignalProducer<Value, Error>
  where Trigger.Value == (), Trigger.Error == Never {
    lift(Signal.skip(until:))(trigger.producer)
  }

  /// Ignores each start of this producer until `trigger` sends a value or completes: the
  /// overload that lets `.init(value: ())` name the trigger.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).skip(until: .init(value: ()))  // 1, 2
  /// ```
  /// - Parameter trigger: the producer whose value or completion starts the forwarding.
  /// - Returns: the producer from the trigger on.
  public func skip(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    lift(Signal.skip(until:))(trigger)
  }
}
