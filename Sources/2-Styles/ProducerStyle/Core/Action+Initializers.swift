extension Action {
  /// Creates an action, always enabled (while no execution runs), whose work reads the current
  /// value of `state`.
  ///
  /// ```swift
  /// let save = Action(state: draft) { draft, _ in api.save(draft) }
  /// ```
  /// - Parameters:
  ///   - state: a property the work reads.
  ///   - execute: the work for the state's current value and an input.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<State: PropertyProtocol>(
    state: State, execute: @escaping @Sendable (State.Value, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state, enabledIf: { _ in true }, execute: execute)
  }

  /// Creates an action enabled while `state` holds a value (and no execution runs), whose work
  /// receives that value unwrapped.
  ///
  /// ```swift
  /// let open = Action(unwrapping: selectedItem) { item, _ in api.open(item) }  // disabled while nothing is selected
  /// ```
  /// - Parameters:
  ///   - state: a property of optionals.
  ///   - execute: the work for the unwrapped value and an input.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<State: PropertyProtocol, Wrapped>(
    unwrapping state: State, execute: @escaping @Sendable (Wrapped, Input) -> SignalProducer<Output, Error>
  ) where State.Value == Wrapped? {
    self.init(
      state: state, enabledIf: { $0 != nil },
      execute: { value, input in
        guard let value else { preconditionFailure("an Action(unwrapping:) ran while its state was nil") }
        return execute(value, input)
      })
  }
}

extension Action {
  /// Creates an action enabled while `state` holds a valid (or coerced) value, whose work
  /// receives that value.
  ///
  /// ```swift
  /// let submit = Action(validated: email) { email, _ in api.subscribe(email) }
  /// ```
  /// - Parameters:
  ///   - state: a validating property.
  ///   - execute: the work for the validated value and an input.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>, execute: @escaping @Sendable (T, Input) -> SignalProducer<Output, Error>
  ) {
    self.init(unwrapping: state.result.map { $0.value }, execute: execute)
  }
}

extension Action where Input == Void {
  /// Creates an action taking no input, always enabled (while no execution runs), whose work
  /// reads the current value of `state`.
  ///
  /// ```swift
  /// let save = Action(state: draft) { draft in api.save(draft) }
  /// ```
  /// - Parameters:
  ///   - state: a property the work reads.
  ///   - execute: the work for the state's current value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<State: PropertyProtocol>(
    state: State, execute: @escaping @Sendable (State.Value) -> SignalProducer<Output, Error>
  ) {
    self.init(state: state, execute: { value, _ in execute(value) })
  }

  /// Creates an action taking no input, enabled while `state` holds a value.
  ///
  /// ```swift
  /// let open = Action(unwrapping: selectedItem) { item in api.open(item) }
  /// ```
  /// - Parameters:
  ///   - state: a property of optionals.
  ///   - execute: the work for the unwrapped value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<State: PropertyProtocol, Wrapped>(
    unwrapping state: State, execute: @escaping @Sendable (Wrapped) -> SignalProducer<Output, Error>
  ) where State.Value == Wrapped? {
    self.init(unwrapping: state, execute: { value, _ in execute(value) })
  }

  /// Creates an action taking no input, enabled while `state` holds a valid (or coerced) value.
  ///
  /// ```swift
  /// let submit = Action(validated: email) { email in api.subscribe(email) }
  /// ```
  /// - Parameters:
  ///   - state: a validating property.
  ///   - execute: the work for the validated value.
  @available(swift, introduced: 6)
  @preconcurrency public convenience init<T, E>(
    validated state: ValidatingProperty<T, E>, execute: @escaping @Sendable (T) -> SignalProducer<Output, Error>
  ) {
    self.init(validated: state, execute: { value, _ in execute(value) })
  }

  /// A producer that, on each start, runs the work if the action is enabled, or fails with
  /// ``ActionError/disabled``: ``apply(_:)`` for an action that takes no input.
  ///
  /// ```swift
  /// refresh.apply().start()
  /// ```
  /// - Returns: the execution's events, with its failure wrapped in ``ActionError/producerFailed(_:)``.
  public func apply() -> SignalProducer<Output, ActionError<Error>> {
    apply(())
  }
}

extension Action: BindingTargetProvider {
  /// A target that applies the action to each value it receives and starts the result, for as
  /// long as the action lives: `action <~ taps`. A value that arrives while the action is
  /// disabled is dropped (and reported on ``disabledErrors``).
  ///
  /// ```swift
  /// search <~ queryField.values
  /// ```
  public var bindingTarget: BindingTarget<Input> {
    BindingTarget(lifetime: lifetime) { [weak self] input in self?.apply(input).start() }
  }
}
