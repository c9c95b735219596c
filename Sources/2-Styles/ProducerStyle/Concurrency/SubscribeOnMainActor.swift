import StyleInternals

extension SignalProducer where Error == Never {
  /// Starts a run and observes its values with a main-actor closure, delivering each value on the
  /// main thread whatever thread the producer sends it on.
  ///
  /// It is `observe(on: UIScheduler())` followed by `startWithValues`, with the closure typed as
  /// main-actor code: a view or a main-actor view model can be updated from it under Swift 6
  /// checking, with no data race and no isolation trap when the producer sends from a background
  /// queue. ``startWithValues(_:)`` keeps ReactiveSwift's contract and calls its closure on the
  /// sending thread.
  ///
  /// A value that already arrives on the main thread is delivered at once; one from another
  /// thread is queued on the main queue. Inside `QueueScheduler.withMainScheduler(_:operation:)`
  /// the values go through the scheduler given there, which must then run on the main thread.
  ///
  /// ```swift
  /// viewModel.title.producer
  ///   .startWithValuesOnMainActor { self.label.text = $0 }
  /// ```
  /// - Parameter action: called on the main actor with each value.
  /// - Returns: a disposable that interrupts the run.
  @discardableResult
  public func startWithValuesOnMainActor(_ action: @escaping @MainActor (Value) -> Void) -> any Disposable {
    let action = MainActorCall.checked(action, caller: "startWithValuesOnMainActor")
    return observe(on: UIScheduler()).startWithValues { value in action?(value) }
  }
}

extension Signal {
  /// Observes the values with a main-actor closure, delivering each on the main thread whatever
  /// thread the signal sends it on.
  ///
  /// It is `observe(on: UIScheduler())` followed by `observeValues`, with the closure typed as
  /// main-actor code; see `SignalProducer.startWithValuesOnMainActor(_:)`.
  ///
  /// ```swift
  /// viewModel.alerts.observeValuesOnMainActor { self.show($0) }
  /// ```
  /// - Parameter action: called on the main actor with each value.
  /// - Returns: a disposable that stops the observation, or `nil` when the signal had terminated.
  @discardableResult
  public func observeValuesOnMainActor(_ action: @escaping @MainActor (Value) -> Void) -> (any Disposable)? {
    let action = MainActorCall.checked(action, caller: "observeValuesOnMainActor")
    return observe(on: UIScheduler()).observeValues { value in action?(value) }
  }
}

extension BindingTarget {
  /// Creates a target calling the main-actor `action` on the main thread with each value, however
  /// the source sends it: at once when a value arrives on the main thread, otherwise through the
  /// main queue.
  ///
  /// ```swift
  /// let title = BindingTarget<String>(on: UIScheduler(), lifetime: lifetime) { self.label.text = $0 }
  /// title <~ viewModel.title
  /// ```
  /// - Parameters:
  ///   - scheduler: the UI scheduler; inside `QueueScheduler.withMainScheduler(_:operation:)` it
  ///     forwards to the scheduler given there, which must then run on the main thread.
  ///   - lifetime: the bindings into the target stop when it ends.
  ///   - action: takes each value, as main-actor code.
  public init(on scheduler: UIScheduler, lifetime: Lifetime, action: @escaping @MainActor (Value) -> Void) {
    let action = MainActorCall.checked(action, caller: "BindingTarget(on: UIScheduler())")
    self.init(on: scheduler as any Scheduler, lifetime: lifetime) { value in action?(value) }
  }
}
