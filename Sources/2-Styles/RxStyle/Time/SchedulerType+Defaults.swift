extension ImmediateSchedulerType {
  /// Runs `action` with `state`, and again each time the action calls `recurse` with a new
  /// state, every run scheduled on this scheduler.
  ///
  /// Each run is scheduled as its own piece of work, so a long recursion does not grow the stack
  /// on a scheduler that queues its work (as ``CurrentThreadScheduler`` and the dispatch-queue
  /// schedulers do). Disposing the result cancels the runs not yet started.
  ///
  /// ```swift
  /// let countdown = CurrentThreadScheduler.instance.scheduleRecursive(3) { n, recurse in
  ///   print(n)  // 3, 2, 1, 0
  ///   if n > 0 { recurse(n - 1) }
  /// }
  /// ```
  /// - Parameters:
  ///   - state: the state of the first run.
  ///   - action: the work; it receives the run's state and a function that schedules another run.
  /// - Returns: a disposable that cancels the runs still waiting.
  @available(swift, introduced: 6)
  @preconcurrency public func scheduleRecursive<State: Sendable>(
    _ state: State, action: @escaping @Sendable (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> any Disposable {
    let pending = CompositeDisposable()
    @Sendable func scheduleRun(_ state: State) {
      let slot = SingleAssignmentDisposable()
      guard let key = pending.insert(slot) else { return }
      slot.setDisposable(
        schedule(state) { state in
          pending.remove(for: key)
          action(state, scheduleRun)
          return Disposables.create()
        })
    }
    scheduleRun(state)
    return pending
  }
}

extension SchedulerType {
  /// Runs `action` after `startAfter` and then every `period`, each time with the state the
  /// previous run returned, by scheduling each run `period` after the previous one: what a
  /// scheduler of your own gets when it implements only ``ImmediateSchedulerType/schedule(_:action:)``,
  /// ``SchedulerType/now`` and ``SchedulerType/scheduleRelative(_:dueTime:action:)``, as with RxSwift.
  ///
  /// The runs drift by the time each takes; the package's schedulers keep their own schedules.
  /// - Parameters:
  ///   - state: the first state.
  ///   - startAfter: the delay before the first run.
  ///   - period: the time between runs.
  ///   - action: the work; returns the next state.
  /// - Returns: a disposable that stops the repetition.
  @preconcurrency public func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    scheduleRepeating(state, startAfter: startAfter, action: action) {
      scheduleRelative($0, dueTime: period, action: $1)
    }
  }

  /// Runs `action` after `startAfter`, then each time `next` schedules it from inside the run
  /// before, each time with the state the previous run returned, until the returned disposable
  /// is disposed: how a scheduler repeats work by rescheduling it.
  /// - Parameters:
  ///   - state: the first state.
  ///   - startAfter: the delay before the first run.
  ///   - action: the work; returns the next state.
  ///   - next: schedules a later run, given its state and the work.
  /// - Returns: a disposable that stops the repetition.
  func scheduleRepeating<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, action: @escaping @Sendable (StateType) -> StateType,
    next: @escaping @Sendable (StateType, @escaping @Sendable (StateType) -> any Disposable) -> any Disposable
  ) -> any Disposable {
    let current = SerialDisposable()
    @Sendable func tick(_ state: StateType) -> any Disposable {
      let nextState = action(state)
      if !current.isDisposed {
        current.replace { next(nextState, tick) }
      }
      return Disposables.create()
    }
    current.replace { scheduleRelative(state, dueTime: startAfter, action: tick) }
    return current
  }
}
