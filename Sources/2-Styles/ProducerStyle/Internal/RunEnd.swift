/// The end of a run that owns its lifetime: the lifetime ends right after the run's terminal
/// event has passed through here, or when the enclosing lifetime ends, whichever comes first.
/// Whoever begins the ending ends it: a terminal event passing while the run is being
/// interrupted or ended from outside leaves the end to that (see ``LifetimeState/interrupt()``).
///
/// ReactiveSwift gives a lifetime of its own to every producer backed by a signal (one made from
/// a start closure, `on(…)`, and every operator over several producers or a producer's restarts),
/// and to each producer such an operator starts: it ends when that signal terminates, not when
/// the whole chain does. So a source that completed is disposed at once, even while a `delay`
/// downstream still holds its values. Operators that only transform events (`map`, `delay`, …)
/// share the lifetime of the run they belong to, as ReactiveSwift fuses them into one.
// Safety: events arrive serially from the run upstream; `state` is thread-safe.
final class RunEnd<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  // Set once, before the run starts: an operator's observer may be built after its upstream's
  // run has joined the enclosing lifetime, so that the two end in ReactiveSwift's order.
  private var downstream: Signal<Value, Error>.Observer!
  // `downstream`, unretained, for the per-value path: set with it, once, and kept alive by it, so
  // that passing a value on costs no reference counting.
  private var downstreamReference: Unmanaged<Signal<Value, Error>.Observer>!
  let state: LifetimeState

  /// - Parameters:
  ///   - enclosing: the lifetime of the run this one is started in.
  ///   - forwardsInterruption: whether this run passes a disposal from outside on to its source
  ///     unchanged, as `on(…)` does: then a scheduler it delivers on is where the enclosing run
  ///     delivers `interrupted` too.
  init(enclosing: Lifetime, forwardsInterruption: Bool = false) {
    state = LifetimeState(enclosing: enclosing.state, forwardsInterruption: forwardsInterruption)
    super.init()
  }

  convenience init(_ downstream: Signal<Value, Error>.Observer, enclosing: Lifetime) {
    self.init(enclosing: enclosing)
    connect(downstream)
  }

  /// Sets the observer the run sends to; called once, before the run starts.
  func connect(_ downstream: Signal<Value, Error>.Observer) {
    self.downstream = downstream
    downstreamReference = Unmanaged.passUnretained(downstream)
  }

  override func receive(_ value: Value) {
    downstreamReference._withUnsafeGuaranteedRef { $0.receive(value) }
  }

  override func receive(failed error: Error) {
    let isEndedElsewhere = state.isEnding
    state.markEnding()
    downstream.receive(failed: error)
    if !isEndedElsewhere { state.end() }
  }

  override func receiveCompleted() {
    let isEndedElsewhere = state.isEnding
    state.markEnding()
    downstream.receiveCompleted()
    if !isEndedElsewhere { state.end() }
  }

  override func receiveInterrupted() {
    let isEndedElsewhere = state.isEnding
    state.markEnding()
    downstream.receiveInterrupted()
    if !isEndedElsewhere { state.end() }
  }

  override func batch(_ body: () -> Void) { downstream.batch(body) }
}

extension SignalProducer {
  /// A producer whose every run owns its lifetime (see ``RunEnd``): how the producers that
  /// ReactiveSwift backs with a signal are built.
  /// - Parameters:
  ///   - forwardingInterruption: whether the run passes a disposal from outside on to its
  ///     source unchanged (see ``RunEnd/init(enclosing:forwardsInterruption:)``).
  ///   - startHandler: starts the run.
  @usableFromInline
  static func bounded(
    forwardingInterruption: Bool = false,
    _ startHandler: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  ) -> SignalProducer {
    .serial({ observer, lifetime in
      let end = RunEnd<Value, Error>(enclosing: lifetime, forwardsInterruption: forwardingInterruption)
      end.connect(observer)
      startHandler(end, Lifetime(end.state))
    })
  }

  /// Starts a run of this producer in a lifetime of its own inside `lifetime`, ending when the
  /// run terminates: how an operator starts each producer it combines, restarts or switches to.
  func startRun(_ observer: Signal<Value, Error>.Observer, in lifetime: Lifetime) {
    runOwningLifetime(startHandler, observer, in: lifetime)
  }

  /// A producer whose runs send through the observer `transform` builds for each run, with this
  /// producer started in a lifetime of its own (see ``RunEnd``): the operators that ReactiveSwift
  /// builds as a signal observing the upstream's signal, rather than as a transformation fused
  /// into the upstream's run.
  /// - Parameters:
  ///   - upstreamEndsFirst: whether the upstream's run joins the lifetime before the operator's
  ///     own resources do, and so ends before them when the lifetime ends; ReactiveSwift's
  ///     operators mostly start their upstream first.
  ///   - interruptibleOutput: whether the operator's output goes through a serializing input
  ///     that a disposal from outside interrupts first (see ``interruptibleOutput(_:in:)``);
  ///     then `transform` receives that input, which any thread may send to, so an operator
  ///     with a second source of events needs no serializing input of its own. An operator
  ///     with an output of its own registers that one instead.
  ///   - transform: builds the operator's observer of the upstream.
  func liftOwningUpstream<U, F>(
    upstreamEndsFirst: Bool = true, interruptibleOutput: Bool = true,
    _ transform: @escaping @Sendable (Signal<U, F>.Observer, Lifetime) -> Signal<Value, Error>.Observer
  ) -> SignalProducer<U, F> {
    let start = startHandler
    return SignalProducer<U, F>.bounded({ downstream, lifetime in
      let observer = interruptibleOutput ? ProducerStyle.interruptibleOutput(downstream, in: lifetime) : downstream
      let operatorObserver = upstreamEndsFirst ? nil : transform(observer, lifetime)
      let end = RunEnd<Value, Error>(enclosing: lifetime)
      end.connect(operatorObserver ?? transform(observer, lifetime))
      guard !end.state.isEnding else { return end.receiveInterrupted() }
      start(end, Lifetime(end.state))
    })
  }
}

/// Starts a run with `start` in a lifetime of its own inside `lifetime` (see ``RunEnd``).
@usableFromInline
func runOwningLifetime<Value, Error>(
  _ start: @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void, _ observer: Signal<Value, Error>.Observer,
  in lifetime: Lifetime
) {
  let end = RunEnd(observer, enclosing: lifetime)
  // Inside a run that has ended, an upstream never starts, as ReactiveSwift never starts a
  // producer whose interrupt handle went into a disposed lifetime: it is interrupted instead.
  guard !end.state.isEnding else { return end.receiveInterrupted() }
  start(end, Lifetime(end.state))
}

/// The output of a run that is a signal of its own in ReactiveSwift (a lifted signal operator, a
/// flattening): disposing the run from outside sends `interrupted` here first, through the
/// serializing input, before the runs inside it end, as ReactiveSwift interrupts that signal.
@usableFromInline
func interruptibleOutput<Value, Error>(
  _ observer: Signal<Value, Error>.Observer, in lifetime: Lifetime
) -> Signal<Value, Error>.Observer {
  let output = SerializingInput(observer)
  interruptsOutput(output, in: lifetime)
  return output
}

/// Makes disposing the run that owns `lifetime` send `interrupted` to `output` first.
func interruptsOutput<Value, Error>(_ output: SerializingInput<Value, Error>, in lifetime: Lifetime) {
  lifetime.state.disposables.add(SourceInterrupter { output.receiveInterrupted() })
}
