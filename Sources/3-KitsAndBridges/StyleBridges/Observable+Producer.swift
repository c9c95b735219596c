import ProducerStyle
import RxStyle

extension ObservableConvertibleType {
  /// The observable as a producer: each start subscribes anew.
  ///
  /// A `Single` becomes a single-value producer this way: one value then completion, or a
  /// failure.
  ///
  /// How the events map:
  /// - each element becomes a value, completion stays completion;
  /// - an error becomes a failure of type `any Error`, carrying the same error value (use
  ///   ``asProducer(mapError:)`` for a typed error);
  /// - disposing the run (interruption) disposes the subscription; the Rx style has no
  ///   interrupted event, so nothing else is sent.
  ///
  /// ```swift
  /// let names = namesRelay.asObservable().asProducer()  // SignalProducer<String, any Error>
  /// names.startWithResult { print($0) }
  /// ```
  /// - Returns: a producer of the same elements whose error is `any Error`.
  public func asProducer() -> SignalProducer<Element, any Error> {
    asProducer { $0 }
  }

  /// The observable as a producer with a typed error: each start subscribes anew, and the
  /// observable's error is turned into `Failure` by `mapError`.
  ///
  /// ```swift
  /// let library = service.getLibraryRx().asProducer { $0 as? WebServiceError ?? .transport($0) }
  /// ```
  /// - Parameter mapError: turns the observable's untyped error into the producer's error.
  /// - Returns: a producer of the same elements, failing with the mapped error.
  public func asProducer<Failure: Swift.Error>(
    mapError: @escaping @Sendable (any Swift.Error) -> Failure
  ) -> SignalProducer<Element, Failure> {
    let source = asObservable()
    return SignalProducer { observer, lifetime in
      let subscription = source.subscribe(
        onNext: { observer.send(value: $0) },
        onError: { observer.send(error: mapError($0)) },
        onCompleted: { observer.sendCompleted() })
      lifetime.observeEnded { subscription.dispose() }
    }
  }
}

extension InfallibleType {
  /// The infallible as a producer that cannot fail: each start subscribes anew, elements become
  /// values, completion stays completion, and interrupting the run disposes the subscription.
  ///
  /// ```swift
  /// let counts = counter.asProducer()  // SignalProducer<Int, Never>
  /// counts.startWithValues { print($0) }
  /// ```
  /// - Returns: a producer of the same elements with `Never` as its error.
  public func asProducer() -> SignalProducer<Element, Never> {
    let source = asObservable()
    return SignalProducer { observer, lifetime in
      let subscription = source.subscribe(
        onNext: { observer.send(value: $0) },
        onCompleted: { observer.sendCompleted() })
      lifetime.observeEnded { subscription.dispose() }
    }
  }
}
