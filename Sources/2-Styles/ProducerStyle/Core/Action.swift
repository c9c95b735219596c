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
  private let state: ActionState
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
  ///
  /// It changes only when the answer changes, and its observers are called with no lock held:
  /// they may change the property the action is enabled by, even synchronously.
  public let isEnabled: Property<Bool>

  /// Creates an action enabled while `isEnabled(state.value)` holds, whose work reads the
  /// state's current value.
  ///
  /// The action keeps `state` alive.
  ///
  /// ```swift
  /// let submit = Action(state: form, enabledIf: { $0.isValid }) { form, _ in api.send(form) }
  /// ```
  /// - Parameters:
  ///   - state: a property the work and the condition read.
  ///   - isEnabled: whether the action may run for a given state.
  ///   - execute: the work for the state and an input.
  @available(swift, introduced: 6)
  @preconcurrency public init<State: PropertyProtocol>(
    state: State, enabledIf isEnabled: @escaping @Sendable (State.Value) -> Bool,
    execute: @escaping @Sendable (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    (lifetime, token) = Lifetime.make()
    (events, eventsInput) = Signal<Signal<Output, Error>.Event, Never>.pipe()
    (disabledErrors, disabledInput) = Signal<(), Never>.pipe()
    values = events.compactMap { $0.value }
    errors = events.compactMap { $0.error }
    completed = events.filter { $0.isCompleted }.map { _ in () }
    let current = Lock(Captured(state.value))
    let actionState = ActionState(isUserEnabled: isEnabled(state.value))
    self.state = actionState
    isExecuting = Property(storage: actionState.executing)
    self.isEnabled = Property(storage: actionState.enabled)
    let captured = Captured(state)
    lifetime.observeEnded { withExtendedLifetime(captured) {} }
    lifetime += state.producer.startWithValues { value in
      current.withLock { $0 = Captured(value) }
      actionState.change { $0.isUserEnabled = isEnabled(value) }
    }
    self.execute = { input in
      // Checking the condition and claiming the execution are one atomic step.
      actionState.claim() ? execute(current.withLock { $0.value }, input) : nil
    }
  }

  /// Creates an action enabled while `isEnabled` is true.
  ///
  /// ```swift
  /// let login = Action(enabledIf: form.isValid) { credentials in api.login(credentials) }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<P: PropertyProtocol>(
    enabledIf isEnabled: P, execute: @escaping @Sendable (Input) -> SignalProducer<Output, Error>
  ) where P.Value == Bool {
    self.init(state: isEnabled, enabledIf: { $0 }, execute: { _, input in execute(input) })
  }

  /// Creates an action that is always enabled (while no execution is running).
  ///
  /// ```swift
  /// let refresh = Action<Void, [Item], APIError> { api.items() }
  /// ```
  @available(swift, introduced: 6)
  @preconcurrency public convenience init(execute: @escaping @Sendable (Input) -> SignalProducer<Output, Error>) {
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
    let state = state
    let eventsInput = eventsInput
    let disabledInput = disabledInput
    return SignalProducer({ observer, lifetime in
      guard let work = execute(input.value) else {
        disabledInput.send(value: ())
        observer.send(error: .disabled)
        return
      }
      let run = work.start { event in
        if event.isTerminating { state.change { $0.isExecuting = false } }
        eventsInput.send(value: event)
        observer.send(event.mapError { .producerFailed($0) })
      }
      lifetime += run
    })
  }
}

/// Whether an action is enabled by its condition and whether it is executing, and the two
/// properties that publish them.
///
/// A change is made under the lock; each property is then brought up to date with what the
/// state holds by then, and sends only if its value changed — with no lock held, so that its
/// observers may change the action's condition again.
// Safety: `state` is behind a lock; the storages are thread-safe.
private final class ActionState: @unchecked Sendable {
  private let state: Lock<ActionFlags>
  let executing = PropertyStorage(false)
  let enabled: PropertyStorage<Bool>

  init(isUserEnabled: Bool) {
    state = Lock(ActionFlags(isUserEnabled: isUserEnabled))
    enabled = PropertyStorage(isUserEnabled)
  }

  /// Changes the flags and publishes the result.
  func change(_ body: (inout ActionFlags) -> Void) {
    state.withLock { body(&$0) }
    publish()
  }

  /// Marks an execution as running if the action is enabled.
  /// - Returns: whether it was enabled.
  func claim() -> Bool {
    let claimed = state.withLock { flags -> Bool in
      guard flags.isEnabled else { return false }
      flags.isExecuting = true
      return true
    }
    if claimed { publish() }
    return claimed
  }

  private func publish() {
    for (storage, read) in [(executing, \ActionFlags.isExecuting), (enabled, \ActionFlags.isEnabled)] {
      storage.update { published -> (result: Void, changed: Bool) in
        let now = state.withLock { $0[keyPath: read] }
        defer { published = now }
        return ((), published != now)
      }
    }
  }
}

/// Whether an action's condition holds and whether it is executing.
private struct ActionFlags {
  var isUserEnabled: Bool
  var isExecuting = false
  var isEnabled: Bool { isUserEnabled && !isExecuting }
}
