extension Signal {
  /// Forwards events until `trigger` sends a value or completes, then completes.
  ///
  /// ```swift
  /// values.take(until: viewDidDisappear)
  /// ```
  public func take(until trigger: Signal<(), Never>) -> Signal<Value, Error> {
    Signal { observer, lifetime in
      let output = SerializingInput(observer)
      lifetime += trigger.observe(TriggerObserver(output))
      lifetime += observe(output)
    }
  }
}

extension SignalProducer {
  /// Forwards events until `trigger` sends a value or completes, then completes. The trigger is
  /// started first, with each run.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).take(until: .never)  // 1, 2, completed
  /// ```
  public func take(until trigger: SignalProducer<(), Never>) -> SignalProducer<Value, Error> {
    // The trigger joins the run first, and so ends first, as in ReactiveSwift. The output that
    // serializes the trigger with the upstream is also the one a disposal interrupts first: one
    // lock per value, not a second serializing input around it.
    liftOwningUpstream(upstreamEndsFirst: false, interruptibleOutput: false) { downstream, lifetime in
      let output = SerializingInput(downstream)
      interruptsOutput(output, in: lifetime)
      lifetime += trigger.start(TriggerObserver(output))
      return output
    }
  }
}

/// Completes `output` when the trigger sends a value or completes; its failure or interruption
/// does not end the stream.
// Safety: immutable; `output` is thread-safe.
private final class TriggerObserver<Value, Error: Swift.Error>: Signal<(), Never>.Observer, @unchecked Sendable {
  private let output: Signal<Value, Error>.Observer

  init(_ output: Signal<Value, Error>.Observer) {
    self.output = output
    super.init()
  }

  override func receive(_ value: ()) { output.receiveCompleted() }
  override func receiveCompleted() { output.receiveCompleted() }
  override func receiveInterrupted() {}
}

extension Signal {
  /// Forwards values until `shouldContinue` returns false for one, forwards that value too, then
  /// completes.
  ///
  /// ```swift
  /// signal.take(until: { $0 < 3 })  // 1, 3, 5 → 1, 3, completed
  /// ```
  /// - Parameter shouldContinue: whether more values may follow this one.
  /// - Returns: a signal that ends with the first value failing the test.
  @available(swift, introduced: 6)
  @preconcurrency public func take(until shouldContinue: @escaping @Sendable (Value) -> Bool) -> Signal<Value, Error> {
    liftRelaying { downstream, _ in TakeWhileObserver(downstream, shouldContinue, sendsRejected: true) }
  }
}

extension SignalProducer {
  /// Forwards values until `shouldContinue` returns false for one, forwards that value too, then
  /// completes.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 3, 5).take(until: { $0 < 3 })  // 1, 3, completed
  /// ```
  /// - Parameter shouldContinue: whether more values may follow this one.
  /// - Returns: a producer that ends with the first value failing the test.
  @available(swift, introduced: 6)
  @preconcurrency public func take(until shouldContinue: @escaping @Sendable (Value) -> Bool) -> SignalProducer<
    Value, Error
  > {
    lift { downstream, _ in TakeWhileObserver(downstream, shouldContinue, sendsRejected: true) }
  }
}

extension SignalProducer {
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
}
