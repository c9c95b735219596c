/// What a stream's end was: the payload of ``Observer/terminate(_:)``.
///
/// ```swift
/// let end: Termination<MyError> = .completed
/// ```
public enum Termination<Error: Swift.Error> {
  /// The stream failed with `Error`.
  case failed(Error)
  /// The stream completed.
  case completed
  /// The stream was interrupted: its producer's run was disposed first.
  case interrupted
}

/// The receiving side of a stream of `Value`s that ends with a ``Termination``: the open base
/// class of ``Signal/Observer``, for code that writes its own observers by subclassing, as
/// ReactiveSwift's operators do.
///
/// A subclass overrides both methods; the base class's own stop the program, since an observer
/// that ignores its events is a mistake.
///
/// ```swift
/// final class Printer: Observer<Int, Never> {
///   override func receive(_ value: Int) { print(value) }
///   override func terminate(_ termination: Termination<Never>) { print("ended") }
/// }
/// ```
open class Observer<Value, Error: Swift.Error> {
  /// Creates an observer; subclasses call it from their own initializers.
  public init() {}

  /// Receives one value.
  /// - Parameter value: the value the stream sent.
  open func receive(_ value: Value) {
    preconditionFailure("\(type(of: self)) must override receive(_:)")
  }

  /// Receives the stream's end, after which nothing else arrives.
  /// - Parameter termination: how the stream ended.
  open func terminate(_ termination: Termination<Error>) {
    preconditionFailure("\(type(of: self)) must override terminate(_:)")
  }
}

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
  public class Observer: ProducerStyle.Observer<Value, Error>, @unchecked Sendable {
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
    override init() {
      action = nil
    }

    // The per-value path: a virtual call with the value, never an `Event`.
    /// Receives one value: what ``send(value:)`` does.
    /// - Parameter value: the value to send.
    public override func receive(_ value: Value) { action?(.value(value)) }

    /// Receives the end: what ``send(error:)``, ``sendCompleted()`` and ``sendInterrupted()`` do.
    /// - Parameter termination: how the stream ends.
    public final override func terminate(_ termination: Termination<Error>) {
      switch termination {
      case .failed(let error): receive(failed: error)
      case .completed: receiveCompleted()
      case .interrupted: receiveInterrupted()
      }
    }
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
