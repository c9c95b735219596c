/// An observer that hands each event to closures: how operators that observe several sources
/// route each source's events into their shared state.
@usableFromInline
// Safety: the closures call into state that serializes itself (through `output.batch`).
final class CallbackObserver<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  private let onValue: (Value) -> Void
  private let onFailed: (Error) -> Void
  private let onCompleted: () -> Void
  private let onInterrupted: () -> Void

  @usableFromInline
  init(
    value: @escaping (Value) -> Void, failed: @escaping (Error) -> Void, completed: @escaping () -> Void,
    interrupted: @escaping () -> Void
  ) {
    onValue = value
    onFailed = failed
    onCompleted = completed
    onInterrupted = interrupted
    super.init()
  }

  override func receive(_ value: Value) { onValue(value) }
  override func receive(failed error: Error) { onFailed(error) }
  override func receiveCompleted() { onCompleted() }
  override func receiveInterrupted() { onInterrupted() }
}

extension Signal {
  /// A signal observing whatever the producer sends, started at once: how signal operators
  /// reuse the producer implementation of an operator over several sources.
  static func starting(_ producer: SignalProducer<Value, Error>) -> Signal<Value, Error> {
    Signal { observer, lifetime in lifetime += producer.start(observer) }
  }

  /// A signal sending whatever the producer sends, started at once, for a producer whose events
  /// all come out of its own serial delivery (`zip` and `combineLatest`, which end in a
  /// ``SerializingInput``): the signal relays them without a send lock of its own, and the run
  /// ends with the signal.
  @usableFromInline
  static func relaying(_ producer: SignalProducer<Value, Error>) -> Signal<Value, Error> {
    Signal(relaying: { observer, lifetime in producer.startHandler(observer, lifetime) })
  }
}
