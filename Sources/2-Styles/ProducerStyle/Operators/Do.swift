import Synchronization

extension Signal {
  /// Runs side effects for the events passing through, before they are passed on.
  ///
  /// ```swift
  /// signal.on(value: { print("got \($0)") }, terminated: { print("done") })
  /// ```
  /// - Parameters:
  ///   - event: called with every event.
  ///   - failed: called with the error of a failure.
  ///   - completed: called on completion.
  ///   - interrupted: called on interruption.
  ///   - terminated: called after any terminal event.
  ///   - disposed: called when the resulting signal ends.
  ///   - value: called with each value.
  @available(swift, introduced: 6)
  @preconcurrency public func on(
    event: (@Sendable (Event) -> Void)? = nil,
    failed: (@Sendable (Error) -> Void)? = nil,
    completed: (@Sendable () -> Void)? = nil,
    interrupted: (@Sendable () -> Void)? = nil,
    terminated: (@Sendable () -> Void)? = nil,
    disposed: (@Sendable () -> Void)? = nil,
    value: (@Sendable (Value) -> Void)? = nil
  ) -> Signal<Value, Error> {
    let effects = SideEffects(
      event: event, failed: failed, completed: completed, interrupted: interrupted, terminated: terminated,
      value: value)
    return liftRelaying { downstream, lifetime in
      if let disposed { lifetime.observeEnded(disposed) }
      return OnObserver(downstream, effects)
    }
  }
}

extension SignalProducer {
  /// Runs side effects for the life of each run and the events passing through.
  ///
  /// ```swift
  /// request.on(started: { spinner.start() }, terminated: { spinner.stop() })
  /// ```
  /// - Parameters:
  ///   - starting: called before the run starts.
  ///   - started: called after the run has started.
  ///   - event: called with every event.
  ///   - failed: called with the error of a failure.
  ///   - completed: called on completion.
  ///   - interrupted: called on interruption, including the disposal of the run.
  ///   - terminated: called after any terminal event.
  ///   - disposed: called when the run ends, however it ends.
  ///   - value: called with each value.
  @available(swift, introduced: 6)
  @preconcurrency public func on(
    starting: (@Sendable () -> Void)? = nil,
    started: (@Sendable () -> Void)? = nil,
    event: (@Sendable (Signal<Value, Error>.Event) -> Void)? = nil,
    failed: (@Sendable (Error) -> Void)? = nil,
    completed: (@Sendable () -> Void)? = nil,
    interrupted: (@Sendable () -> Void)? = nil,
    terminated: (@Sendable () -> Void)? = nil,
    disposed: (@Sendable () -> Void)? = nil,
    value: (@Sendable (Value) -> Void)? = nil
  ) -> SignalProducer<Value, Error> {
    let effects = SideEffects(
      event: event, failed: failed, completed: completed, interrupted: interrupted, terminated: terminated,
      value: value)
    let start = startHandler
    // A run of its own, as in ReactiveSwift: `disposed` runs as soon as the terminal event has
    // passed through, even while an operator downstream (`delay`) still holds it.
    return SignalProducer.bounded(
      forwardingInterruption: true,
      { downstream, lifetime in
        starting?()
        let observer = OnObserver(downstream, effects)
        // A run disposed from outside never passes `interrupted` through here: report it anyway,
        // unless an operator upstream delivers on a scheduler — then `interrupted` comes through
        // here, on that scheduler. Operators are built from the observer end, so a scheduler
        // recorded before this one starts its upstream is downstream of it.
        let hasScheduler: @Sendable () -> Bool = { lifetime.state.interruptionScheduler != nil }
        let schedulerIsDownstream = hasScheduler()
        lifetime.observeEnded {
          if schedulerIsDownstream || !hasScheduler() { observer.runEnded() }
        }
        if let disposed { lifetime.observeEnded(disposed) }
        start(observer, lifetime)
        started?()
      })
  }
}

private struct SideEffects<Value, Error: Swift.Error>: Sendable {
  let event: (@Sendable (Signal<Value, Error>.Event) -> Void)?
  let failed: (@Sendable (Error) -> Void)?
  let completed: (@Sendable () -> Void)?
  let interrupted: (@Sendable () -> Void)?
  let terminated: (@Sendable () -> Void)?
  let value: (@Sendable (Value) -> Void)?
}

// Safety: called serially by the delivery end upstream; `hasTerminated` is atomic because the
// end of the run may be reported from the thread that disposed it.
private final class OnObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>, @unchecked Sendable {
  private let effects: SideEffects<Value, Error>
  private let hasTerminated = Synchronization.Atomic<Bool>(false)

  init(_ downstream: Signal<Value, Error>.Observer, _ effects: SideEffects<Value, Error>) {
    self.effects = effects
    super.init(downstream)
  }

  override func receive(_ value: Value) {
    effects.event?(.value(value))
    effects.value?(value)
    downstream.receive(value)
  }

  override func receive(failed error: Error) {
    guard claimTermination() else { return }
    effects.event?(.failed(error))
    effects.failed?(error)
    effects.terminated?()
    downstream.receive(failed: error)
  }

  override func receiveCompleted() {
    guard claimTermination() else { return }
    effects.event?(.completed)
    effects.completed?()
    effects.terminated?()
    downstream.receiveCompleted()
  }

  override func receiveInterrupted() {
    guard claimTermination() else { return }
    reportInterruption()
    downstream.receiveInterrupted()
  }

  func runEnded() {
    if claimTermination() { reportInterruption() }
  }

  private func claimTermination() -> Bool {
    !hasTerminated.exchange(true, ordering: .acquiringAndReleasing)
  }

  private func reportInterruption() {
    effects.event?(.interrupted)
    effects.interrupted?()
    effects.terminated?()
  }
}
