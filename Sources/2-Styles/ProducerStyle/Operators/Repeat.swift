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
      RepeatObserver(interruptibleOutput(downstream, in: lifetime), lifetime, start, restarts: count - 1).iterate()
    })
  }
}

/// Runs each repetition in a lifetime of its own; the next one starts as the previous one's
/// completion passes, before that run ends, as in ReactiveSwift.
private final class RepeatObserver<Value, Error: Swift.Error>: RestartingObserver<Value, Error>,
  // Safety: as RestartingObserver; the loop's counters are touched only by the serial delivery.
  @unchecked Sendable
{
  // Repetitions that complete while they start are run by the loop of the first one, so that a
  // producer that completes at once repeats in a loop, not in ever deeper recursion.
  private var isIterating = false
  private var pending = 0

  func iterate() {
    pending += 1
    guard !isIterating else { return }
    isIterating = true
    while pending > 0 {
      pending -= 1
      startSource()
    }
    isIterating = false
  }

  override func receiveCompleted() {
    guard takeRestart() else { return downstream.receiveCompleted() }
    iterate()
  }
}
