import Foundation

extension Signal {
  /// Fails with `error` unless the signal terminates within `interval` seconds; values pass
  /// through as they come.
  ///
  /// ```swift
  /// response.timeout(after: 10, raising: .timedOut, on: scheduler)
  /// ```
  /// - Parameters:
  ///   - interval: the time allowed, in seconds; not negative.
  ///   - error: the failure sent when time runs out.
  ///   - scheduler: the clock, and where the failure is sent.
  /// - Returns: a signal that fails with `error` when time runs out.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: any DateScheduler
  ) -> Signal<Value, Error> {
    precondition(interval >= 0, "timeout requires a non-negative interval")
    return lift { downstream, lifetime in timeoutObserver(downstream, lifetime, interval, error, scheduler) }
  }
}

extension Signal where Error == Never {
  /// Fails with `error` unless the signal terminates within `interval` seconds.
  ///
  /// ```swift
  /// ticks.timeout(after: 5, raising: TimeoutError(), on: scheduler)
  /// ```
  /// - Returns: a signal that can fail with `error`.
  public func timeout<NewError: Swift.Error>(
    after interval: TimeInterval, raising error: NewError, on scheduler: any DateScheduler
  ) -> Signal<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}

extension SignalProducer {
  /// Fails each run with `error` unless it terminates within `interval` seconds of its start;
  /// the rest of the run is interrupted.
  ///
  /// ```swift
  /// webService.getLibrary().timeout(after: 10, raising: .timedOut, on: scheduler)
  /// ```
  /// - Parameters:
  ///   - interval: the time allowed, in seconds; not negative.
  ///   - error: the failure sent when time runs out.
  ///   - scheduler: the clock, and where the failure is sent.
  /// - Returns: a producer whose runs fail with `error` when time runs out.
  public func timeout(
    after interval: TimeInterval, raising error: Error, on scheduler: any DateScheduler
  ) -> SignalProducer<Value, Error> {
    precondition(interval >= 0, "timeout requires a non-negative interval")
    // The run's output already serializes and is interrupted first on disposal, so the timer
    // sends its failure straight to it: one lock per value, as for the signal.
    return liftOwningUpstream { output, lifetime in
      lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
        output.receive(failed: error)
      }
      return output
    }
  }
}

extension SignalProducer where Error == Never {
  /// Fails each run with `error` unless it terminates within `interval` seconds of its start.
  ///
  /// ```swift
  /// SignalProducer<Int, Never>.never.timeout(after: 1, raising: TimeoutError(), on: scheduler)
  /// ```
  /// - Returns: a producer that can fail with `error`.
  public func timeout<NewError: Swift.Error>(
    after interval: TimeInterval, raising error: NewError, on scheduler: any DateScheduler
  ) -> SignalProducer<Value, NewError> {
    promoteError(NewError.self).timeout(after: interval, raising: error, on: scheduler)
  }
}

/// A signal's observer passing events on through a serializing input, which also receives the
/// failure the scheduler sends when time runs out.
private func timeoutObserver<Value, Error: Swift.Error>(
  _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime, _ interval: TimeInterval, _ error: Error,
  _ scheduler: any DateScheduler
) -> Signal<Value, Error>.Observer {
  let output = SerializingInput(downstream)
  lifetime.observeEnded { output.receiveInterrupted() }
  lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
    output.receive(failed: error)
  }
  return output
}
