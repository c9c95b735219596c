/// A hot stream of events: values, then at most one terminal event, shared by every observer.
///
/// A signal does its work whether or not anyone observes it; an observer sees only the events
/// sent after it started observing. Events are delivered serially even when sent from several
/// threads, and nothing is delivered after the terminal event.
///
/// A signal lives until it terminates, or until nobody can observe it any more: once the signal
/// object is released and its last observer is gone, it ends silently — what its generator added
/// to the lifetime is disposed, so a derived signal stops observing its upstream. A signal whose
/// input is released without terminating is interrupted.
///
/// ```swift
/// let (taps, tapInput) = Signal<Void, Never>.pipe()
/// taps.observeValues { print("tapped") }
/// tapInput.send(value: ())
/// ```
public final class Signal<Value, Error: Swift.Error>: Sendable {
  let core: SignalCore<Value, Error>

  /// Creates a signal and runs `generator` at once with its input and lifetime.
  ///
  /// The signal keeps what `generator` adds to the lifetime until the signal terminates.
  /// - Parameter generator: receives the observer to send events to, and the signal's lifetime.
  public convenience init(_ generator: (Observer, Lifetime) -> Void) {
    self.init(core: SignalCore(), interruptsOnRelease: true, generator)
  }

  init(core: SignalCore<Value, Error>, interruptsOnRelease: Bool, _ generator: (Observer, Lifetime) -> Void) {
    self.core = core
    generator(SignalInput(core, interruptsOnRelease: interruptsOnRelease), Lifetime(core.lifetimeState))
  }

  /// Creates a relayed signal: `generator` must send values only from inside the delivery of
  /// one upstream signal, as the operators built with ``Signal/liftRelaying(_:)`` do (see ``RelayInput``).
  init(relaying generator: (Observer, Lifetime) -> Void) {
    let core = SignalCore<Value, Error>(relayed: true)
    self.core = core
    generator(RelayInput(core), Lifetime(core.lifetimeState))
  }

  /// Creates the signal that `input` sends to.
  private init(input: SignalInput<Value, Error>) {
    core = input.core
  }

  /// Creates a signal and the observer that sends its events.
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, Never>.pipe()
  /// signal.observeValues { print($0) }
  /// input.send(value: 1)
  /// ```
  /// - Parameter disposable: disposed when the signal terminates.
  /// - Returns: the signal and its input; releasing the input interrupts the signal.
  public static func pipe(disposable: (any Disposable)? = nil) -> (output: Signal, input: Observer) {
    let input = SignalInput<Value, Error>(SignalCore())
    let signal = Signal(input: input)
    Lifetime(input.core.lifetimeState) += disposable
    return (signal, input)
  }

  /// A signal that has already completed; observing it sends `interrupted`, as for any
  /// terminated signal.
  public static var empty: Signal {
    Signal { observer, _ in observer.sendCompleted() }
  }

  /// A signal that never sends anything.
  ///
  /// Its input is kept until the signal's lifetime ends, as ReactiveSwift's `never` keeps its
  /// observer: without it, the core would be released with its observers, and an operator
  /// observing `never` (`never.on(disposed:)`) would be interrupted at once.
  public static var never: Signal {
    Signal(core: SignalCore(), interruptsOnRelease: false) { input, lifetime in
      lifetime.observeEnded { _ = input }
    }
  }

  deinit {
    core.shellReleased()
  }

  /// Starts observing the signal.
  ///
  /// An observer added to a signal that has terminated receives `interrupted` at once.
  /// - Parameter observer: receives every later event.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observe(_ observer: Observer) -> (any Disposable)? {
    core.add(observer)
  }
}
