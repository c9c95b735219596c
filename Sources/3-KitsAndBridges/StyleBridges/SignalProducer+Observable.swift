import ProducerStyle
import RxStyle

extension SignalProducer {
  /// The producer as an observable: each subscription starts a run.
  ///
  /// How the events map:
  /// - each value becomes an element, completion stays completion;
  /// - a failure becomes an error carrying the same (typed) error value: cast it back with
  ///   `as? Error`;
  /// - an interruption the run sends on its own (its signal's input was released, an upstream
  ///   was interrupted) becomes completion, since the Rx style has no interrupted event and
  ///   the run ended without failing;
  /// - disposing the subscription interrupts the run; its `interrupted` event then goes nowhere.
  ///
  /// ```swift
  /// let library = service.getLibraryProducer().asObservable()  // Observable<Library>
  /// library.subscribe(onNext: { show($0) }).disposed(by: bag)
  /// ```
  /// - Returns: an observable of the producer's values.
  public func asObservable() -> Observable<Value> {
    let producer = self
    return Observable.create { observer in
      let run = producer.start { event in
        switch event {
        case .value(let value): observer.onNext(value)
        case .failed(let error): observer.onError(error)
        case .completed, .interrupted: observer.onCompleted()
        }
      }
      return Disposables.create { run.dispose() }
    }
  }

  /// The producer as a `Single`: its one value, or its failure.
  ///
  /// A run that ends without a value fails the single with `RxError.noElements`, and a second
  /// value fails it with `RxError.moreThanOneElement` (interrupting the run), as `asSingle()`
  /// does for any observable.
  ///
  /// ```swift
  /// let library: Single<Library> = service.getLibraryProducer().asSingle()
  /// ```
  /// - Returns: a single of the producer's only value.
  public func asSingle() -> Single<Value> {
    asObservable().asSingle()
  }
}

extension SignalProducer where Error == Never {
  /// The producer that cannot fail as an `Infallible`: each subscription starts a run; values
  /// become elements, and completion — or an interruption the run sends on its own — completes.
  /// Disposing the subscription interrupts the run.
  ///
  /// ```swift
  /// let count: Infallible<Int> = model.count.producer.asInfallible()
  /// ```
  /// - Returns: an infallible of the producer's values.
  public func asInfallible() -> Infallible<Value> {
    let producer = self
    return Infallible.create { observer in
      let run = producer.start { event in
        switch event {
        case .value(let value): observer(.next(value))
        case .completed, .interrupted: observer(.completed)
        }
      }
      return Disposables.create { run.dispose() }
    }
  }
}
