import StyleInternals

/// The error of a producer returned by ``Action/apply(_:)``: the action was disabled, or the
/// work it started failed.
public enum ActionError<Error: Swift.Error>: Swift.Error {
  /// The action was disabled (by its condition, or because it was already executing).
  case disabled
  /// The work failed with `Error`.
  case producerFailed(Error)
}

extension ActionError: Equatable where Error: Equatable {}

// Safety: the state lives in thread-safe properties and signals, nothing else changes after
// initialization, and inputs and outputs cross threads only when they are Sendable themselves.
extension Action: @unchecked Sendable where Input: Sendable, Output: Sendable {}

/// Work started on demand, one execution at a time, whose events everybody can observe: a
/// button's command.
///
/// Each start of the producer returned by ``apply(_:)`` runs the work unless the action is
/// disabled — by its condition, or because an execution is still running — in which case it
/// fails with ``ActionError/disabled``. The events of every execution are also sent on
/// ``events``, ``values``, ``errors`` and ``completed``.
///
/// ```swift
/// let fetch = Action<Void, Library, WebServiceError> { webService.getLibrary() }
/// fetch.values.observeValues { print($0.name) }
/// fetch.apply(()).start()
/// ```
public final class Action<Input, Output, Error: Swift.Error> {
  private let execute: @Sendable (Input) -> SignalProducer<Output, Error>?
  private let executing = PropertyStorage(false)
  private let eventsInput: Signal<Signal<Output, Error>.Event, Never>.Observer
  private let disabledInput: Signal<(), Never>.Observer
  private let token: Lifetime.Token

  /// Ends when the action is released.
  public let lifetime: Lifetime
  /// Every event of every execution.
  public let events: Signal<Signal<Output, Error>.Event, Never>
  /// The values of every execution.
  public let values: Signal<Output, Never>
  /// The failures of every execution.
  public let errors: Signal<Error, Never>
  /// A value each time an execution completes.
  public let completed: Signal<(), Never>
  /// A value each time `apply` was started while the action was disabled.
  public let disabledErrors: Signal<(), Never>
  /// Whether an execution is running.
  public let isExecuting: Property<Bool>
  /// Whether `apply` would start an execution now: the condition holds and none is running.
  public let isEnabled: Property<Bool>

  /// Creates an action enabled while `isEnabled(state.value)` holds, whose work reads the
  /// state's current value.
  ///
  /// ```swift
  /// let submit = Action(state: form, enabledIf: { $0.isValid }) { form, _ in api.send(form) }
  /// ```
  /// - Parameters:
  ///   - state: a property the work and the condition read.
  ///   - isEnabled: whether the action may run for a given state.
  ///   - execute: the work for the state and an input.
  public init<State: PropertyProtocol>(
    state: State, enabledIf isEnabled: @escaping @Sendable (State.Value) -> Bool,
    execute: @escaping @Sendable (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    (lifetime, token) = Lifetime.make()
    (events, eventsInput) = Signal<Signal<Output, Error>.Event, Never>.pipe()
    (disabledErrors, disabledInput) = Signal<(), Never>.pipe()
    values = events.compactMap { $0.value }
    errors = events.compactMap { $0.error }
    completed = events.filter { $0.isCompleted }.map { _ in () }
    isExecuting = Property(storage: executing)
    self.isEnabled = state.combineLatest(with: isExecuting).map { isEnabled($0.0) && !$0.1 }
    let executing = executing
    let state = Captured(state)
    self.execute = { input in
      // Checking the condition and claiming the execution are one atomic step.
      let current = state.value.value
      let claimed = executing.update { running -> (result: Bool, changed: Bool) in
        guard !running, isEnabled(current) else { return (false, false) }
        running = true
        return (true, true)
      }
      return claimed ? execute(current, input) : nil
    }
  }

  /// Creates an action enabled while `isEnabled` is true.
  ///
  /// ```swift
  /// let login = Action(enabledIf: form.isValid) { credentials in api.login(credentials) }
  /// ```
  public convenience init<P: PropertyProtocol>(
    enabledIf isEnabled: P, execute: @escaping @Sendable (Input) -> SignalProducer<Output, Error>
  ) where P.Value == Bool {
    self.init(state: isEnabled, enabledIf: { $0 }, execute: { _, input in execute(input) })
  }

  /// Creates an action that is always enabled (while no execution is running).
  ///
  /// ```swift
  /// let refresh = Action<Void, [Item], APIError> { api.items() }
  /// ```
  public convenience init(execute: @escaping @Sendable (Input) -> SignalProducer<Output, Error>) {
    self.init(enabledIf: Property(value: true), execute: execute)
  }

  deinit {
    eventsInput.sendCompleted()
    disabledInput.sendCompleted()
  }

  /// A producer that, on each start, runs the work for `input` if the action is enabled, or
  /// fails with ``ActionError/disabled``.
  ///
  /// ```swift
  /// action.apply(input).startWithResult { print($0) }
  /// ```
  /// - Returns: the execution's events, with its failure wrapped in ``ActionError/producerFailed(_:)``.
  public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Error>> {
    let input = Captured(input)
    let execute = execute
    let executing = executing
    let eventsInput = eventsInput
    let disabledInput = disabledInput
    return SignalProducer({ observer, lifetime in
      guard let work = execute(input.value) else {
        disabledInput.send(value: ())
        observer.send(error: .disabled)
        return
      }
      let run = work.start { event in
        if event.isTerminating { executing.modify { $0 = false } }
        eventsInput.send(value: event)
        observer.send(event.mapError { .producerFailed($0) })
      }
      lifetime += run
    })
  }
}
