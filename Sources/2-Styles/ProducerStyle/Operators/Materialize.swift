extension Signal {
  /// Sends every event, terminal ones included, as a value; completes after the terminal event.
  ///
  /// ```swift
  /// signal.materialize()  // 1, failed(e) → .value(1), .failed(e), completed
  /// ```
  public func materialize() -> Signal<Event, Never> {
    liftRelaying { downstream, _ in MaterializeObserver(downstream) }
  }
}

extension SignalProducer {
  /// Sends every event, terminal ones included, as a value; completes after the terminal event.
  ///
  /// ```swift
  /// SignalProducer<Int, MyError>(error: .x).materialize()  // .failed(.x), completed
  /// ```
  public func materialize() -> SignalProducer<Signal<Value, Error>.Event, Never> {
    lift { downstream, _ in MaterializeObserver(downstream) }
  }
}

extension Signal where Error == Never {
  /// Turns values that are events back into the events themselves.
  ///
  /// ```swift
  /// events.dematerialize()  // .value(1), .completed → 1, completed
  /// ```
  public func dematerialize<V, E>() -> Signal<V, E> where Value == Signal<V, E>.Event {
    liftRelaying { downstream, _ in DematerializeObserver(downstream) }
  }
}

extension SignalProducer where Error == Never {
  /// Turns values that are events back into the events themselves.
  public func dematerialize<V, E>() -> SignalProducer<V, E> where Value == Signal<V, E>.Event {
    lift { downstream, _ in DematerializeObserver(downstream) }
  }
}

// Safety: called serially by the delivery end upstream.
private final class MaterializeObserver<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  private let downstream: Signal<Signal<Value, Error>.Event, Never>.Observer

  init(_ downstream: Signal<Signal<Value, Error>.Event, Never>.Observer) {
    self.downstream = downstream
    super.init()
  }

  override func receive(_ value: Value) { downstream.receive(.value(value)) }
  override func receive(failed error: Error) { end(with: .failed(error)) }
  override func receiveCompleted() { end(with: .completed) }
  // An interruption is recorded, then passed on: the run was still interrupted.
  override func receiveInterrupted() {
    downstream.receive(.interrupted)
    downstream.receiveInterrupted()
  }
  override func batch(_ body: () -> Void) { downstream.batch(body) }

  private func end(with event: Signal<Value, Error>.Event) {
    downstream.receive(event)
    downstream.receiveCompleted()
  }
}

private final class DematerializeObserver<V, E: Swift.Error>: Signal<Signal<V, E>.Event, Never>.Observer,
  // Safety: called serially by the delivery end upstream.
  @unchecked Sendable
{
  private let downstream: Signal<V, E>.Observer

  init(_ downstream: Signal<V, E>.Observer) {
    self.downstream = downstream
    super.init()
  }

  // The upstream's own end follows a dematerialized terminal event: only the first one passes,
  // so that an operator downstream counting completions sees one.
  private var hasTerminated = false

  override func receive(_ event: Signal<V, E>.Event) {
    guard !hasTerminated else { return }
    hasTerminated = event.isTerminating
    downstream.send(event)
  }

  override func receiveCompleted() {
    guard !hasTerminated else { return }
    hasTerminated = true
    downstream.receiveCompleted()
  }

  override func receiveInterrupted() {
    guard !hasTerminated else { return }
    hasTerminated = true
    downstream.receiveInterrupted()
  }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}
