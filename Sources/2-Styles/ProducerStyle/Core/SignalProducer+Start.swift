extension SignalProducer {
  /// Starts a run whose events are ignored.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func start() -> any Disposable {
    start(Signal<Value, Error>.Observer(value: nil))
  }

  /// Starts a run that sends its events to `observer`.
  ///
  /// ```swift
  /// producer.start(Signal.Observer(value: { print($0) }, failed: { print("failed: \($0)") }))
  /// ```
  /// - Parameter observer: receives the run's events, serially.
  /// - Returns: a disposable that interrupts the run: the observer receives `interrupted`.
  @discardableResult
  public func start(_ observer: Signal<Value, Error>.Observer) -> any Disposable {
    // The end of this start: it serializes what the start closure sends, from any thread.
    let gate = SerializingInput(observer)
    startHandler(gate, Lifetime(gate.lifetimeState))
    return gate
  }

  /// Starts a run that sends every event to `action`.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func start(_ action: @escaping Signal<Value, Error>.Observer.Action) -> any Disposable {
    start(Signal<Value, Error>.Observer(action))
  }

  /// Starts a run, observing its values and failure as results.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func startWithResult(_ action: @escaping (Result<Value, Error>) -> Void) -> any Disposable {
    start(Signal<Value, Error>.Observer(value: { action(.success($0)) }, failed: { action(.failure($0)) }))
  }

  /// Starts a run, observing its completion.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func startWithCompleted(_ action: @escaping () -> Void) -> any Disposable {
    start(Signal<Value, Error>.Observer(completed: action))
  }

  /// Starts a run, observing its failure.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func startWithFailed(_ action: @escaping (Error) -> Void) -> any Disposable {
    start(Signal<Value, Error>.Observer(failed: action))
  }

  /// Starts a run, observing its interruption.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func startWithInterrupted(_ action: @escaping () -> Void) -> any Disposable {
    start(Signal<Value, Error>.Observer(interrupted: action))
  }

  /// Creates the signal of one run, lets `setup` observe it, then starts the run.
  ///
  /// When `setup` disposes the interrupt handle, the run never starts: there are no side
  /// effects and no values, and the signal's observers receive `interrupted`. When `setup`
  /// neither keeps the signal nor observes it, nobody can observe the run: it starts with a
  /// lifetime that has already ended, so what it adds to the lifetime is disposed at once.
  ///
  /// ```swift
  /// producer.startWithSignal { signal, interrupter in
  ///   signal.observeValues { print($0) }
  /// }
  /// ```
  /// - Parameter setup: receives the run's signal and a disposable that interrupts the run.
  /// - Returns: what `setup` returns.
  @discardableResult
  public func startWithSignal<Result>(
    _ setup: (_ signal: Signal<Value, Error>, _ interruptHandle: any Disposable) -> Result
  ) -> Result {
    let core = SignalCore<Value, Error>()
    let interruptHandle = AnyDisposable(core)
    let result = setup(Signal(core: core, interruptsOnRelease: false) { _, _ in }, interruptHandle)
    if !interruptHandle.isDisposed { startHandler(core, Lifetime(core.lifetimeState)) }
    return result
  }
}

extension SignalProducer where Error == Never {
  /// Starts a run, observing its values. Only for producers that cannot fail, so that no
  /// failure goes unnoticed.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).startWithValues { print($0) }
  /// ```
  /// - Returns: a disposable that interrupts the run.
  @inlinable
  @discardableResult
  public func startWithValues(_ action: @escaping (Value) -> Void) -> any Disposable {
    start(ValueObserver(action))
  }
}
