extension SignalProducer {
  /// Pairs each value with the latest value of `samplee`; values sent before `samplee` has sent
  /// anything are dropped. `samplee` is started first; neither its completion nor its
  /// interruption ends the result, which keeps pairing with the last value it sent.
  ///
  /// ```swift
  /// submitTaps.withLatest(from: formValues)  // (tap, form) for each tap
  /// ```
  public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> SignalProducer<(Value, U), Error> {
    // The samplee starts first, so a value it sends at once is there for the first source value.
    samplee.combiningRuns(with: self) { downstream, lifetime in
      let state = WithLatestState<Value, U, Error>(downstream, interruptedBy: lifetime)
      return (state.sampleeObserver, state.sourceObserver)
    }
  }
}

extension Signal {
  /// Pairs each value with the latest value of `samplee`.
  public func withLatest<U>(from samplee: Signal<U, Never>) -> Signal<(Value, U), Error> {
    .starting(producer.withLatest(from: samplee.producer))
  }

  /// Pairs each value with the latest value of `samplee`, started when this signal is observed.
  public func withLatest<U>(from samplee: SignalProducer<U, Never>) -> Signal<(Value, U), Error> {
    .starting(producer.withLatest(from: samplee))
  }
}

/// The state of one run of `withLatest(from:)`.
// Safety: fields are touched only inside `output.batch`, which makes handling exclusive.
private final class WithLatestState<Value, U, Error: Swift.Error>: @unchecked Sendable {
  private let output: SerializingInput<(Value, U), Error>
  private var latest: U?

  init(_ downstream: Signal<(Value, U), Error>.Observer, interruptedBy lifetime: Lifetime) {
    output = SerializingInput(downstream)
    interruptsOutput(output, in: lifetime)
  }

  var sourceObserver: Signal<Value, Error>.Observer {
    CallbackObserver(
      value: { [self] value in
        output.batch {
          if let latest { output.receive((value, latest)) }
        }
      }, failed: output.receive(failed:), completed: output.receiveCompleted,
      interrupted: output.receiveInterrupted)
  }

  var sampleeObserver: Signal<U, Never>.Observer {
    CallbackObserver(
      value: { [self] value in output.batch { latest = value } }, failed: { _ in }, completed: {},
      interrupted: {})
  }
}

extension SignalProducer {
  /// Pairs each value with the latest value of `samplee` — a producer, a signal or a property;
  /// see ``withLatest(from:)-(SignalProducer<U,Never>)``.
  ///
  /// ```swift
  /// submits.producer.withLatest(from: form)  // form is a property
  /// ```
  /// - Parameter samplee: the stream whose latest value is attached.
  /// - Returns: a producer of pairs.
  public func withLatest<Samplee: SignalProducerConvertible>(
    from samplee: Samplee
  ) -> SignalProducer<(Value, Samplee.Value), Error> where Samplee.Error == Never {
    withLatest(from: samplee.producer)
  }
}
