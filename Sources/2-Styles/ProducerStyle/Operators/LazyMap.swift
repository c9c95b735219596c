import StyleInternals

extension Signal {
  /// Transforms values on `scheduler`, only as often as it runs: values that arrive while a
  /// transformation is pending replace the pending one, so an expensive `transform` runs only
  /// for the newest value.
  ///
  /// Completion and failure are delivered on `scheduler` after the pending value; interruption
  /// drops it.
  ///
  /// ```swift
  /// positions.lazyMap(on: scheduler) { render($0) }  // 1, 2 then the scheduler runs → render(2)
  /// ```
  /// - Parameters:
  ///   - scheduler: where `transform` runs and values are delivered.
  ///   - transform: applied to the newest value when the scheduler runs.
  /// - Returns: a signal of the transformed values, delivered on `scheduler`.
  @available(swift, introduced: 6)
  @preconcurrency public func lazyMap<U>(on scheduler: any Scheduler, transform: @escaping @Sendable (Value) -> U)
    -> Signal<U, Error>
  {
    lift { downstream, lifetime in LazyMapObserver(downstream, lifetime, scheduler, transform) }
  }
}

extension SignalProducer {
  /// Transforms values on `scheduler`, only for the newest value when it runs; see
  /// ``Signal/lazyMap(on:transform:)``.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2, 3).lazyMap(on: scheduler) { $0 * 10 }  // 30, completed (on the scheduler)
  /// ```
  /// - Parameters:
  ///   - scheduler: where `transform` runs and values are delivered.
  ///   - transform: applied to the newest value when the scheduler runs.
  /// - Returns: a producer of the transformed values, delivered on `scheduler`.
  @available(swift, introduced: 6)
  @preconcurrency public func lazyMap<U>(
    on scheduler: any Scheduler, transform: @escaping @Sendable (Value) -> U
  ) -> SignalProducer<U, Error> {
    lift { downstream, lifetime in LazyMapObserver(downstream, lifetime, scheduler, transform) }
  }
}

private final class LazyMapObserver<Value, U, Error: Swift.Error>: ScheduledObserver<Value, U, Error>,
  // Safety: as ScheduledObserver; the pending value is behind `pending`.
  @unchecked Sendable
{
  private let transform: @Sendable (Value) -> U
  private let pending = Lock<Captured<Value>?>(nil)
  private let scheduled = SerialDisposable()

  init(
    _ downstream: Signal<U, Error>.Observer, _ lifetime: Lifetime, _ scheduler: any Scheduler,
    _ transform: @escaping @Sendable (Value) -> U
  ) {
    self.transform = transform
    super.init(downstream, lifetime, scheduler)
    lifetime += scheduled
  }

  override func receive(_ value: Value) {
    let hadPending = pending.withLock { pending in
      defer { pending = Captured(value) }
      return pending != nil
    }
    guard !hadPending else { return }
    scheduled.inner = scheduler.schedule { [self] in
      guard
        let value = pending.withLock({ pending in
          defer { pending = nil }
          return pending
        })
      else { return }
      output.receive(transform(value.value))
    }
  }

  override func receiveInterrupted() {
    scheduled.dispose()
    super.receiveInterrupted()
  }
}
