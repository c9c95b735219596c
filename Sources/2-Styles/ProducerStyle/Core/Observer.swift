extension Signal {
  /// The sending side of a signal, and the receiving side of an observation.
  ///
  /// An observer built from closures calls them for each event it is sent. The observer a
  /// signal's or producer's generator receives forwards events to the signal, which serializes
  /// them and enforces the grammar: it may be used from any thread.
  ///
  /// ```swift
  /// let (signal, input) = Signal<Int, Never>.pipe()
  /// signal.observe(Signal.Observer(value: { print($0) }, completed: { print("done") }))
  /// input.send(value: 1)
  /// input.sendCompleted()
  /// ```
  // Safety: the closures of a closure-built observer are called by the signal that delivers to
  // it, one event at a time (serialized delivery); the library's subclasses keep any state that
  // other threads touch behind locks or atomics.
  public class Observer: @unchecked Sendable {
    /// The closure type of an event-handling observer.
    public typealias Action = (Event) -> Void

    private let action: Action?

    /// Creates an observer that calls `action` with each event.
    public init(_ action: @escaping Action) {
      self.action = action
    }

    /// Creates an observer calling the given closure for each kind of event.
    /// - Parameters:
    ///   - value: called with each value.
    ///   - failed: called with the error of a failure.
    ///   - completed: called on completion.
    ///   - interrupted: called on interruption.
    public convenience init(
      value: ((Value) -> Void)? = nil,
      failed: ((Error) -> Void)? = nil,
      completed: (() -> Void)? = nil,
      interrupted: (() -> Void)? = nil
    ) {
      self.init { event in
        switch event {
        case .value(let element): value?(element)
        case .failed(let error): failed?(error)
        case .completed: completed?()
        case .interrupted: interrupted?()
        }
      }
    }

    /// For the library's observers, which override the `receive` methods instead.
    @usableFromInline
    init() {
      action = nil
    }

    // The per-value path: a virtual call with the value, never an `Event`.
    @usableFromInline
    func receive(_ value: Value) { action?(.value(value)) }
    @usableFromInline
    func receive(failed error: Error) { action?(.failed(error)) }
    @usableFromInline
    func receiveCompleted() { action?(.completed) }
    @usableFromInline
    func receiveInterrupted() { action?(.interrupted) }

    /// Runs `body`, whose sends are all made by the calling thread, as one delivery: the signal
    /// at the end of an operator chain takes its send lock once for the whole body instead of
    /// once per value. Observers that merge several sources must not pass it on.
    @usableFromInline
    func batch(_ body: () -> Void) { body() }

    /// Sends `event`.
    public final func send(_ event: Event) {
      switch event {
      case .value(let value): receive(value)
      case .failed(let error): receive(failed: error)
      case .completed: receiveCompleted()
      case .interrupted: receiveInterrupted()
      }
    }

    /// Sends a value.
    @inlinable
    public final func send(value: Value) { receive(value) }

    /// Fails the signal with `error`.
    public final func send(error: Error) { receive(failed: error) }

    /// Completes the signal.
    public final func sendCompleted() { receiveCompleted() }

    /// Interrupts the signal.
    public final func sendInterrupted() { receiveInterrupted() }
  }
}

/// The observer of a signal of `Value` and `Error`, by the top-level name ReactiveSwift gives it.
///
/// ```swift
/// let printer: Observer<Int, Never> = Signal.Observer(value: { print($0) })
/// ```
public typealias Observer<Value, Error: Swift.Error> = Signal<Value, Error>.Observer
