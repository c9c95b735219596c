extension Signal {
  /// One event of a signal: any number of values, then at most one terminal event.
  ///
  /// The grammar is `value* (failed | completed | interrupted)?`; nothing follows a terminal event.
  ///
  /// ```swift
  /// signal.observe { event in
  ///   if case .value(let value) = event { print(value) }
  /// }
  /// ```
  public enum Event {
    /// A value.
    case value(Value)
    /// The signal failed with `Error`.
    case failed(Error)
    /// The signal finished normally.
    case completed
    /// The signal was cut short: its producer was disposed or its input released.
    case interrupted

    /// Whether this event ends the signal.
    public var isTerminating: Bool {
      if case .value = self { return false }
      return true
    }

    /// Whether this event is `completed`.
    public var isCompleted: Bool {
      if case .completed = self { return true }
      return false
    }

    /// The value carried by a `value` event.
    public var value: Value? {
      if case .value(let value) = self { return value }
      return nil
    }

    /// The error carried by a `failed` event.
    public var error: Error? {
      if case .failed(let error) = self { return error }
      return nil
    }

    /// The same event with its value transformed.
    /// - Parameter transform: applied to the value of a `value` event.
    /// - Returns: the transformed event.
    public func map<U>(_ transform: (Value) -> U) -> Signal<U, Error>.Event {
      switch self {
      case .value(let value): .value(transform(value))
      case .failed(let error): .failed(error)
      case .completed: .completed
      case .interrupted: .interrupted
      }
    }

    /// The same event with its error transformed.
    /// - Parameter transform: applied to the error of a `failed` event.
    /// - Returns: the transformed event.
    public func mapError<F>(_ transform: (Error) -> F) -> Signal<Value, F>.Event {
      switch self {
      case .value(let value): .value(value)
      case .failed(let error): .failed(transform(error))
      case .completed: .completed
      case .interrupted: .interrupted
      }
    }
  }
}

extension Signal.Event: Sendable where Value: Sendable {}

extension Signal.Event: Equatable where Value: Equatable, Error: Equatable {}

extension Signal.Event: CustomStringConvertible {
  /// The event as ReactiveSwift writes it: `VALUE 1`, `FAILED error`, `COMPLETED` or
  /// `INTERRUPTED`, so logs and printed `materialize()` output read the same.
  public var description: String {
    switch self {
    case .value(let value): "VALUE \(value)"
    case .failed(let error): "FAILED \(error)"
    case .completed: "COMPLETED"
    case .interrupted: "INTERRUPTED"
    }
  }
}
