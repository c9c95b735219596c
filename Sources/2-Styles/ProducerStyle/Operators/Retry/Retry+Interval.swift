import Foundation

extension SignalProducer {
  /// Starts the producer again `interval` seconds after a failure, up to `count` more times; the
  /// last failure is passed on at once. Values of the failed attempts are passed on as they come.
  ///
  /// ```swift
  /// request.retry(upTo: 2, interval: 5, on: scheduler)  // attempts at 0, 5 and 10 seconds
  /// ```
  /// - Parameters:
  ///   - count: how many times to start again; zero or more.
  ///   - interval: the wait before each new attempt, in seconds; not negative.
  ///   - scheduler: the clock, and where new attempts start.
  /// - Returns: a producer whose runs retry their failures; each run counts its own attempts.
  public func retry(
    upTo count: Int, interval: TimeInterval, on scheduler: any DateScheduler
  ) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "retry(upTo:interval:on:) requires a count of zero or more")
    precondition(interval >= 0, "retry(upTo:interval:on:) requires a non-negative interval")
    guard count > 0 else { return self }
    let source = self
    return SignalProducer({ observer, lifetime in
      // Separate holders: an attempt that fails at once schedules the next one while its own
      // start is still being stored.
      let attemptRun = SerialDisposable()
      let wait = SerialDisposable()
      lifetime += attemptRun
      lifetime += wait
      @Sendable func attempt(remaining: Int) {
        let attemptObserver = Signal<Value, Error>.Observer(
          value: { observer.send(value: $0) },
          failed: { error in
            guard remaining > 0, !lifetime.hasEnded else { return observer.send(error: error) }
            wait.inner = scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(interval)) {
              attempt(remaining: remaining - 1)
            }
          },
          completed: { observer.sendCompleted() },
          interrupted: { observer.sendInterrupted() })
        attemptRun.inner = source.start(attemptObserver)
      }
      attempt(remaining: count)
    })
  }
}
