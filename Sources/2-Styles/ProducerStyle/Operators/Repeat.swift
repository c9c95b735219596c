extension SignalProducer {
  /// Runs this producer `count` times in a row: each time it completes, it starts again, until it
  /// has run `count` times. A failure or interruption ends the repetition.
  ///
  /// ```swift
  /// SignalProducer(values: 1, 2).repeat(2)  // 1, 2, 1, 2, completed
  /// ```
  /// - Parameter count: how many times to run; zero completes at once without starting.
  /// - Returns: the repeating producer.
  public func `repeat`(_ count: Int) -> SignalProducer<Value, Error> {
    precondition(count >= 0, "repeat requires a count of zero or more")
    guard count > 0 else { return .empty }
    guard count > 1 else { return self }
    let start = startHandler
    return SignalProducer.bounded({ downstream, lifetime in
      RepeatObserver(interruptibleOutput(downstream, in: lifetime), lifetime, start, repeats: count - 1).iterate()
    })
  }
}

/// Runs each repetition in a lifetime of its own; the next one starts as the previous one's
/// completion passes, before that run ends, as in ReactiveSwift.
private final class RepeatObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>,
  // Safety: called serially by the delivery end upstream; a repetition starts only after the previous one completed.
  @unchecked Sendable
{
  private let lifetime: Lifetime
  private let start: @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  private var repeats: Int
  // Repetitions that complete while they start are run by the loop of the first one, so that a
  // producer that completes at once repeats in a loop, not in ever deeper recursion.
  private var isIterating = false
  private var pending = 0

  init(
    _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
    _ start: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void, repeats: Int
  ) {
    self.lifetime = lifetime
    self.start = start
    self.repeats = repeats
    super.init(downstream)
  }

  func iterate() {
    pending += 1
    guard !isIterating else { return }
    isIterating = true
    while pending > 0 {
      pending -= 1
      runOwningLifetime(start, self, in: lifetime)
    }
    isIterating = false
  }

  override func receive(_ value: Value) { downstream.receive(value) }

  override func receiveCompleted() {
    guard repeats > 0, !lifetime.hasEnded else { return downstream.receiveCompleted() }
    repeats -= 1
    iterate()
  }
}
