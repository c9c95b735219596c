/// The base of an operator that starts its source again from its own observer (`repeat`,
/// `retry`): holds the run's lifetime, the source's start and how many more starts are allowed,
/// and passes values on unchanged.
// Safety: called serially by the delivery end upstream; a new start follows only the end of the
// previous one.
class RestartingObserver<Value, Error: Swift.Error>: OperatorObserver<Value, Value, Error>, @unchecked Sendable {
  private let lifetime: Lifetime
  private let start: @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  private var restartsLeft: Int

  init(
    _ downstream: Signal<Value, Error>.Observer, _ lifetime: Lifetime,
    _ start: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void, restarts: Int
  ) {
    self.lifetime = lifetime
    self.start = start
    restartsLeft = restarts
    super.init(downstream)
  }

  /// Starts the source into this observer, in a run of its own inside the lifetime.
  final func startSource() { runOwningLifetime(start, self, in: lifetime) }

  /// Uses up one restart: false when none is left or the run has ended.
  final func takeRestart() -> Bool {
    guard restartsLeft > 0, !lifetime.hasEnded else { return false }
    restartsLeft -= 1
    return true
  }

  override func receive(_ value: Value) { downstream.receive(value) }
}
