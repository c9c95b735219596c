/// A cold stream: a recipe for a signal, run afresh by every `start`.
///
/// Nothing happens until the producer is started; each start runs the work once and delivers to
/// its own observer. Disposing the disposable returned by a start interrupts that run: the
/// observer receives `interrupted` and everything the run added to its lifetime is disposed.
///
/// ```swift
/// let request = SignalProducer<Data, URLError> { observer, lifetime in
///   let task = session.dataTask(with: url) { data, _, error in
///     if let data { observer.send(value: data); observer.sendCompleted() }
///     else { observer.send(error: error as! URLError) }
///   }
///   lifetime.observeEnded { task.cancel() }
///   task.resume()
/// }
/// request.startWithResult { print($0) }
/// ```
public struct SignalProducer<Value, Error: Swift.Error>: Sendable {
  /// Starts one run, sending to `observer`, which is the head of a chain ending in a
  /// ``SerialDelivery``. Internal sources send to it from one thread at a time; closures from
  /// users go through the public closure initializer, which serializes them first.
  @usableFromInline
  let startHandler: @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void

  /// A producer whose start handler sends to a serial chain directly. A static function rather than
  /// an initializer: under `@testable import`, an internal one-closure initializer would make the
  /// public `SignalProducer { observer, lifetime in … }` ambiguous.
  @usableFromInline
  static func serial(
    _ startHandler: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  ) -> SignalProducer {
    SignalProducer(startingSerially: startHandler)
  }

  private init(startingSerially startHandler: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    self.startHandler = startHandler
  }

  /// Creates a producer that runs `startHandler` on every start.
  ///
  /// The observer may be used from any thread: its events are serialized, and those sent after a
  /// terminal event or after the start was disposed are dropped.
  /// - Parameter startHandler: receives the observer of this run and the run's lifetime, which
  ///   ends when the run terminates or is disposed.
  @available(swift, introduced: 6)
  @preconcurrency public init(_ startHandler: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    self = .bounded({ downstream, lifetime in
      let input = SerializingInput(downstream)
      // A run disposed from outside is interrupted here, at its source, so that the operators
      // between the input and the observer see the interruption, as in ReactiveSwift.
      lifetime.state.disposables.add(SourceInterrupter { input.receiveInterrupted() })
      startHandler(input, lifetime)
    })
  }

  /// Creates a producer that sends the values sent to `signal` after each start, and its
  /// terminal event.
  public init(_ signal: Signal<Value, Error>) {
    self = .bounded({ downstream, lifetime in
      // The signal already delivers one event at a time: its input needs no send lock, only
      // exclusion against an interruption from outside, which reaches it first, as for a start
      // closure's input.
      let input = SignalRunInput(downstream)
      lifetime.state.disposables.add(SourceInterrupter { input.receiveInterrupted() })
      lifetime += signal.observe(input)
    })
  }

  /// A producer that completes at once.
  public static var empty: SignalProducer {
    SignalProducer.serial({ observer, _ in observer.receiveCompleted() })
  }

  /// A producer that sends nothing and never terminates (until its start is disposed).
  public static var never: SignalProducer {
    SignalProducer.serial({ _, _ in })
  }
}

/// Serializes the events a user's start closure sends from any thread, then passes them on.
// Safety: delivery is serialized by SerialDelivery; `downstream` is cleared by the owning thread.
final class SerializingInput<Value, Error: Swift.Error>: SerialDelivery<Value, Error>, @unchecked Sendable {
  private var downstream: Signal<Value, Error>.Observer?
  // `downstream`, unretained, for the per-value path, which costs no reference counting then:
  // both are cleared together, by the terminal event's delivery, which never runs during a
  // value's (a terminal event sent meanwhile waits for the value's delivery to end).
  private var downstreamReference: Unmanaged<Signal<Value, Error>.Observer>?

  init(_ downstream: Signal<Value, Error>.Observer) {
    self.downstream = downstream
    downstreamReference = Unmanaged.passUnretained(downstream)
    super.init()
  }

  override func deliver(_ value: Value) {
    downstreamReference?._withUnsafeGuaranteedRef { $0.receive(value) }
  }

  override func deliverTerminal() {
    let last = downstream
    downstreamReference = nil
    downstream = nil
    if let last { sendTerminal(to: last) }
  }
}
