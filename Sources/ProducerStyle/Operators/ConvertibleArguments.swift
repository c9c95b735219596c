// The producer operators that take another stream accept anything convertible to a producer —
// a signal, a property, a result — as well as a producer, as ReactiveSwift's do.

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

  /// Forwards events until `trigger` — a producer or a signal — sends a value or completes.
  ///
  /// ```swift
  /// values.take(until: viewWillDisappear)  // a Signal<(), Never>
  /// ```
  /// - Parameter trigger: the stream that ends the result.
  /// - Returns: the shortened producer.
  public func take<Trigger: SignalProducerConvertible>(
    until trigger: Trigger
  ) -> SignalProducer<Value, Error> where Trigger.Value == (), Trigger.Error == Never {
    take(until: trigger.producer)
  }

  /// Sends the latest values of this producer and `other` — a producer, a signal or a property.
  ///
  /// ```swift
  /// name.producer.combineLatest(with: age)
  /// ```
  /// - Parameter other: the other stream.
  /// - Returns: a producer of pairs.
  public func combineLatest<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    combineLatest(with: other.producer)
  }

  /// Pairs the n-th values of this producer and `other` — a producer, a signal or a property.
  ///
  /// ```swift
  /// requests.zip(with: responsesSignal)
  /// ```
  /// - Parameter other: the other stream.
  /// - Returns: a producer of pairs.
  public func zip<Other: SignalProducerConvertible>(
    with other: Other
  ) -> SignalProducer<(Value, Other.Value), Error> where Other.Error == Error {
    zip(with: other.producer)
  }

  /// Sends the values of this producer, then those of `next` — a producer, a signal, a property
  /// or a result.
  ///
  /// ```swift
  /// cached.concat(Result<Item, APIError>.success(fallback))
  /// ```
  /// - Parameter next: what follows.
  /// - Returns: the concatenated producer.
  public func concat<Next: SignalProducerConvertible>(
    _ next: Next
  ) -> SignalProducer<Value, Error> where Next.Value == Value, Next.Error == Error {
    concat(next.producer)
  }

  /// Sends the values of this producer, then `value`, then completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).concat(value: 3)  // 1, 2, 3, completed
  /// ```
  /// - Parameter value: the last value.
  /// - Returns: the concatenated producer.
  public func concat(value: Value) -> SignalProducer<Value, Error> {
    concat(SignalProducer(value: value))
  }

  /// Sends the values of this producer, then fails with `error`.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).concat(error: .boom)  // 1, 2, failed(.boom)
  /// ```
  /// - Parameter error: the failure that ends the result.
  /// - Returns: the concatenated producer.
  public func concat(error: Error) -> SignalProducer<Value, Error> {
    concat(SignalProducer(error: error))
  }

  /// Sends the values of `previous` — a producer, a signal, a property or a result — first,
  /// then those of this producer.
  ///
  /// ```swift
  /// updates.prefix(currentState)  // a property: its value, then the updates
  /// ```
  /// - Parameter previous: what comes first.
  /// - Returns: the prefixed producer.
  public func prefix<Previous: SignalProducerConvertible>(
    _ previous: Previous
  ) -> SignalProducer<Value, Error> where Previous.Value == Value, Previous.Error == Error {
    prefix(previous.producer)
  }
}
