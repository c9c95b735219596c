/// The base of an operator's observer: holds the downstream observer and passes terminal events
/// and batches on unchanged; operators override what they transform.
@usableFromInline
// Safety: called serially by the delivery end upstream; operators with state shared between
// threads keep it behind their own lock.
class OperatorObserver<Value, Output, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  @usableFromInline let downstream: Signal<Output, Error>.Observer

  @usableFromInline
  init(_ downstream: Signal<Output, Error>.Observer) {
    self.downstream = downstream
    super.init()
  }

  override func receive(failed error: Error) { downstream.receive(failed: error) }
  override func receiveCompleted() { downstream.receiveCompleted() }
  override func receiveInterrupted() { downstream.receiveInterrupted() }
  override func batch(_ body: () -> Void) { downstream.batch(body) }
}

/// Passes every event on unchanged.
// Safety: as OperatorObserver.
final class ForwardingObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>, @unchecked Sendable {
  override func receive(_ value: Value) { downstream.receive(value) }
}

extension SignalProducer {
  /// A producer whose runs send through the observer `transform` builds for each run: how every
  /// operator is exposed on producers.
  // Inlinable, as are the common operators built on it, so that the observer classes of a chain
  // are instantiated in the caller's specialised code: a generic class created per start in
  // unspecialised library code looks up its metadata each time.
  @inlinable
  func lift<U, F>(
    _ transform: @escaping @Sendable (Signal<U, F>.Observer, Lifetime) -> Signal<Value, Error>.Observer
  ) -> SignalProducer<U, F> {
    let start = startHandler
    return SignalProducer<U, F>.serial({ observer, lifetime in start(transform(observer, lifetime), lifetime) })
  }
}

extension Signal {
  /// A signal observing this one through the observer `transform` builds: how every operator is
  /// exposed on signals.
  func lift<U, F>(_ transform: (Signal<U, F>.Observer, Lifetime) -> Observer) -> Signal<U, F> {
    Signal<U, F> { observer, lifetime in
      lifetime += observe(transform(observer, lifetime))
    }
  }

  /// A signal observing this one through the observer `transform` builds, for operators whose
  /// observer sends only while it handles an event from this signal (`map`, `filter`, `scan`,
  /// …): this signal already delivers serially, so the result relays its values without a send
  /// lock of its own. An operator that sends from anywhere else — a scheduler, another source,
  /// the end of a lifetime — uses ``lift(_:)``.
  func liftRelaying<U, F>(_ transform: (Signal<U, F>.Observer, Lifetime) -> Observer) -> Signal<U, F> {
    Signal<U, F>(relaying: { observer, lifetime in
      lifetime += observe(transform(observer, lifetime))
    })
  }
}
