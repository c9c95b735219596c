import StyleInternals

extension Signal {
  /// Holds values back while `shouldThrottle` is true, and forwards them on `scheduler` while it
  /// is false.
  ///
  /// While throttled, only the newest value is kept; it is sent when `shouldThrottle` turns
  /// false. A terminal event drops a value still held and is sent on `scheduler`. When
  /// `shouldThrottle` ends while true, the result stays throttled until it terminates.
  ///
  /// ```swift
  /// searches.throttle(while: isOffline, on: scheduler)  // the newest search goes out once back online
  /// ```
  /// - Parameters:
  ///   - shouldThrottle: whether values are held back now.
  ///   - scheduler: where values and the terminal event are delivered.
  /// - Returns: the throttled signal.
  public func throttle<P: PropertyProtocol>(while shouldThrottle: P, on scheduler: any Scheduler) -> Signal<
    Value, Error
  >
  where P.Value == Bool {
    let shouldThrottle = Captured(shouldThrottle)
    return Signal { observer, lifetime in
      let state = Lock(ThrottleWhileState<Value>.resumed)
      let scheduled = SerialDisposable()
      lifetime += scheduled
      let send: (Event) -> Void = { event in
        let event = Captured(event)
        scheduled.inner = scheduler.schedule { observer.send(event.value) }
      }
      lifetime += shouldThrottle.value.producer.skipRepeats().startWithValues { throttles in
        let released = state.withLock { $0.throttle(throttles) }
        if let released { send(.value(released.value)) }
      }
      lifetime += observe { event in
        if state.withLock({ $0.shouldForward(event) }) { send(event) }
      }
    }
  }
}

extension SignalProducer {
  /// Holds values back while `shouldThrottle` is true, and forwards them on `scheduler` while it
  /// is false; see ``Signal/throttle(while:on:)``.
  ///
  /// ```swift
  /// refreshes.throttle(while: isBusy, on: QueueScheduler.main)
  /// ```
  /// - Parameters:
  ///   - shouldThrottle: whether values are held back now.
  ///   - scheduler: where values and the terminal event are delivered.
  /// - Returns: the throttled producer.
  public func throttle<P: PropertyProtocol>(
    while shouldThrottle: P, on scheduler: any Scheduler
  ) -> SignalProducer<Value, Error> where P.Value == Bool {
    // A view that follows the property without keeping it alive: the producer, started or not,
    // must not extend the property's lifetime.
    let shouldThrottle = Property(shouldThrottle)
    return lift { $0.throttle(while: shouldThrottle, on: scheduler) }
  }
}

private enum ThrottleWhileState<Value> {
  case resumed
  case throttled(Captured<Value>?)
  case terminated

  /// Records a change of the condition; returns the held value to send when it resumes.
  mutating func throttle(_ throttles: Bool) -> Captured<Value>? {
    switch self {
    case .terminated:
      return nil
    case .resumed, .throttled:
      if throttles {
        self = .throttled(nil)
        return nil
      }
      defer { self = .resumed }
      if case .throttled(let held?) = self { return held }
      return nil
    }
  }

  /// Records an event; returns whether to send it now.
  mutating func shouldForward<Error>(_ event: Signal<Value, Error>.Event) -> Bool {
    switch (self, event) {
    case (.terminated, _):
      return false
    case (.throttled, .value(let value)):
      self = .throttled(Captured(value))
      return false
    case (.resumed, .value):
      return true
    case (_, .failed), (_, .completed), (_, .interrupted):
      self = .terminated
      return true
    }
  }
}
