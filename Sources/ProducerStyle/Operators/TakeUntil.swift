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
    lift { downstream, lifetime in
      let output = SerializingInput(downstream)
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
