extension SignalProducer {
  /// Sends the latest value each time `sampler` sends (nothing before the first value).
  ///
  /// Completes when both this producer and `sampler` have completed; a failure of this producer,
  /// or an interruption of either, is passed on.
  ///
  /// ```swift
  /// positions.sample(on: frameTicks)
  /// ```
  public func sample(on sampler: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    sample(with: sampler).map { $0.0 }
  }

  /// Sends the latest value together with each value `sampler` sends, as a pair (nothing before
  /// the first value); completes when both have completed.
  ///
  /// ```swift
  /// form.sample(with: submitTaps)  // (form, tap) for each tap after the form has a value
  /// ```
  public func sample<T>(with sampler: SignalProducer<T, Never>) -> SignalProducer<(Value, T), Error> {
    combiningRuns(with: sampler) { downstream, lifetime in
      let state = SampleState<Value, T, Error>(downstream, interruptedBy: lifetime)
      return (state.sourceObserver, state.samplerObserver)
    }
  }
}

extension Signal {
  /// Sends the latest value each time `sampler` sends.
  public func sample(on sampler: Signal<(), Never>) -> Signal<Value, Error> {
    .starting(producer.sample(on: sampler.producer))
  }

  /// Sends the latest value together with each value `sampler` sends.
  public func sample<T>(with sampler: Signal<T, Never>) -> Signal<(Value, T), Error> {
    .starting(producer.sample(with: sampler.producer))
  }
}

/// The state of one run of `sample`.
// Safety: fields are touched only inside `output.batch`, which makes handling exclusive.
private final class SampleState<Value, T, Error: Swift.Error>: @unchecked Sendable {
  private let output: SerializingInput<(Value, T), Error>
  private var latest: Value?
  private var completedCount = 0

  init(_ downstream: Signal<(Value, T), Error>.Observer, interruptedBy lifetime: Lifetime) {
    output = SerializingInput(downstream)
    interruptsOutput(output, in: lifetime)
  }

  var sourceObserver: Signal<Value, Error>.Observer {
    CallbackObserver(
      value: { [self] value in output.batch { latest = value } }, failed: output.receive(failed:),
      completed: completed, interrupted: output.receiveInterrupted)
  }

  var samplerObserver: Signal<T, Never>.Observer {
    CallbackObserver(
      value: { [self] sample in
        output.batch {
          if let latest { output.receive((latest, sample)) }
        }
      }, failed: { _ in }, completed: completed, interrupted: output.receiveInterrupted)
  }

  private func completed() {
    output.batch {
      completedCount += 1
      if completedCount == 2 { output.receiveCompleted() }
    }
  }
}

extension SignalProducer {
  /// Sends the latest value each time `sampler` — a producer, a signal or a property — sends,
  /// paired with the sampler's value.
  ///
  /// ```swift
  /// positions.sample(with: ticks)
  /// ```
  /// - Parameter sampler: the stream that triggers sending.
  /// - Returns: a producer of pairs.
  public func sample<Sampler: SignalProducerConvertible>(
    with sampler: Sampler
  ) -> SignalProducer<(Value, Sampler.Value), Error> where Sampler.Error == Never {
    sample(with: sampler.producer)
  }

  /// Sends the latest value each time `sampler` — a producer or a signal — sends.
  ///
  /// ```swift
  /// positions.sample(on: refreshSignal)
  /// ```
  /// - Parameter sampler: the stream that triggers sending.
  /// - Returns: the sampled producer.
  public func sample<Sampler: SignalProducerConvertible>(
    on sampler: Sampler
  ) -> SignalProducer<Value, Error> where Sampler.Value == (), Sampler.Error == Never {
    sample(on: sampler.producer)
  }
}
