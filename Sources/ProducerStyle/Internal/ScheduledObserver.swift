import StyleInternals

/// The base of operators that deliver on a scheduler (`observe(on:)`, `delay`, `debounce`,
/// `throttle`): events reach the downstream through a serializing input, because scheduled
/// actions and upstream events may arrive on different threads.
///
/// Terminal events hop onto the scheduler, as values do, so that they stay behind the values
/// already scheduled; ending the downstream's lifetime (disposal) interrupts it at once.
// Safety: `output` is thread-safe; subclasses keep their shared state behind locks.
class ScheduledObserver<Value, Output, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  let output: SerializingInput<Output, Error>
  let scheduler: any Scheduler

  init(_ downstream: Signal<Output, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any Scheduler) {
    let output = SerializingInput(downstream)
    self.output = output
    self.scheduler = scheduler
    super.init()
    lifetime.observeEnded { output.receiveInterrupted() }
  }

  /// Whether the downstream has terminated or is terminating.
  final var isActive: Bool { !output.isDisposed }

  /// Sends `value` downstream on the scheduler.
  final func scheduleValue(_ value: Output) {
    let output = output
    let value = Captured(value)
    scheduler.schedule { output.receive(value.value) }
  }

  override func receive(failed error: Error) {
    let output = output
    scheduler.schedule { output.receive(failed: error) }
  }

  override func receiveCompleted() {
    let output = output
    scheduler.schedule { output.receiveCompleted() }
  }

  override func receiveInterrupted() {
    let output = output
    scheduler.schedule { output.receiveInterrupted() }
  }
}
