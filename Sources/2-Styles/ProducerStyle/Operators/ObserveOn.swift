extension Signal {
  /// Delivers every event on `scheduler`, in order.
  ///
  /// ```swift
  /// results.observe(on: QueueScheduler.main).observeValues { label.text = $0 }
  /// ```
  /// - Parameter scheduler: where the events are delivered; a ``TestScheduler`` delivers them
  ///   at its next advance.
  /// - Returns: a signal sending the same events on `scheduler`.
  public func observe(on scheduler: any Scheduler) -> Signal<Value, Error> {
    lift { downstream, lifetime in ObserveOnObserver(downstream, lifetime, scheduler) }
  }
}

extension SignalProducer {
  /// Delivers every event of each run on `scheduler`, in order. The work before this operator
  /// still runs where the producer was started; see ``start(on:)`` to move it.
  ///
  /// ```swift
  /// request.observe(on: QueueScheduler.main).startWithResult { show($0) }
  /// ```
  /// - Parameter scheduler: where the events are delivered.
  /// - Returns: a producer sending the same events on `scheduler`.
  public func observe(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
    lift { downstream, lifetime in ObserveOnObserver(downstream, lifetime, scheduler) }
  }
}

private final class ObserveOnObserver<Value, Error: Swift.Error>: ScheduledObserver<Value, Value, Error>,
  // Safety: as ScheduledObserver.
  @unchecked Sendable
{
  override func receive(_ value: Value) { scheduleValue(value) }
}
