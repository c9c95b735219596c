extension SignalProducer {
  /// Starts each run on `scheduler`: the producer's work (and the operators before this one)
  /// runs there. Disposing the run before the scheduler gets to it cancels the start.
  ///
  /// ```swift
  /// loadFromDisk.start(on: QueueScheduler(qos: .utility, name: "disk")).startWithValues { use($0) }
  /// ```
  /// - Parameter scheduler: where each run starts.
  /// - Returns: a producer whose runs start on `scheduler`.
  public func start(on scheduler: any Scheduler) -> SignalProducer<Value, Error> {
    let start = startHandler
    return SignalProducer.bounded({ observer, lifetime in
      let output = interruptibleOutput(observer, in: lifetime)
      lifetime += scheduler.schedule {
        guard !lifetime.hasEnded else { return }
        runOwningLifetime(start, output, in: lifetime)
      }
    })
  }
}
