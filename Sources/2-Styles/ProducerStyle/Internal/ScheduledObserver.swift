import StyleInternals
import Synchronization

/// The base of operators that deliver on a scheduler (`observe(on:)`, `delay`, `debounce`,
/// `throttle`): events reach the downstream through a serializing input, because scheduled
/// actions and upstream events may arrive on different threads.
///
/// Terminal events hop onto the scheduler, as values do, so that they stay behind the values
/// already scheduled. Ending the downstream's lifetime from outside (disposal) drops what is
/// still scheduled and delivers `interrupted` on the scheduler too, never on the disposing
/// thread.
// Safety: `output` is thread-safe and `interrupting` is atomic; subclasses keep their shared
// state behind locks.
class ScheduledObserver<Value, Output, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  let output: SerializingInput<Output, Error>
  let scheduler: any Scheduler
  private let interrupting = Synchronization.Atomic<Bool>(false)

  init(_ downstream: Signal<Output, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any Scheduler) {
    let output = SerializingInput(downstream)
    self.output = output
    self.scheduler = scheduler
    super.init()
    lifetime.state.deliversInterruption(on: scheduler)
    lifetime.observeEnded { [self] in
      // A lifetime that ends because the output terminated needs nothing more.
      guard !output.isDisposed, !interrupting.exchange(true, ordering: .relaxed) else { return }
      scheduler.schedule { output.receiveInterrupted() }
    }
  }

  /// Whether the downstream may still receive events.
  final var isActive: Bool { !output.isDisposed && !interrupting.load(ordering: .relaxed) }

  /// Sends `value` downstream now; call it on the scheduler.
  final func send(_ value: Output) {
    if !interrupting.load(ordering: .relaxed) { output.receive(value) }
  }

  /// Sends `event`, a terminal event, downstream now; call it on the scheduler.
  final func sendTerminal(_ event: Signal<Output, Error>.Event) {
    guard !interrupting.load(ordering: .relaxed) else { return }
    output.send(event)
  }

  /// Sends `value` downstream on the scheduler.
  final func scheduleValue(_ value: Output) {
    let value = Captured(value)
    scheduler.schedule { [self] in send(value.value) }
  }

  /// Sends `event`, a terminal event, downstream on the scheduler.
  final func scheduleTerminal(_ event: Signal<Output, Error>.Event) {
    let event = Captured(event)
    scheduler.schedule { [self] in sendTerminal(event.value) }
  }

  override func receive(failed error: Error) { scheduleTerminal(.failed(error)) }
  override func receiveCompleted() { scheduleTerminal(.completed) }
  override func receiveInterrupted() { scheduleTerminal(.interrupted) }
}

/// A scheduled observer with a timer (`debounce`, `collect(every:)`): the timer ends with the
/// lifetime, and a failure or an interruption cancels it at once, so that nothing the timer would
/// send follows them.
// Safety: as ScheduledObserver; `timer` is thread-safe.
class TimerObserver<Value, Output, Error: Swift.Error>: ScheduledObserver<Value, Output, Error>, @unchecked Sendable {
  final let timer = SerialDisposable()

  override init(_ downstream: Signal<Output, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any Scheduler) {
    super.init(downstream, lifetime, scheduler)
    lifetime += timer
  }

  override func receive(failed error: Error) {
    timer.dispose()
    super.receive(failed: error)
  }

  override func receiveInterrupted() {
    timer.dispose()
    super.receiveInterrupted()
  }
}
