import StyleInternals

extension SignalProducer {
  /// A producer that shares one run of this producer among all its starts, and replays up to
  /// `capacity` of the latest values (and the terminal event, if any) to each new start.
  ///
  /// The shared run begins with the first start and lasts until it terminates, or until the
  /// returned producer is released and no start of it is still running; disposing one start only
  /// stops that start's delivery.
  ///
  /// ```swift
  /// let shared = expensiveRequest.replayLazily(upTo: 1)
  /// shared.startWithResult { print("first", $0) }   // starts the request
  /// shared.startWithResult { print("second", $0) }  // gets the same result
  /// ```
  public func replayLazily(upTo capacity: Int) -> SignalProducer<Value, Error> {
    precondition(capacity >= 0, "replayLazily(upTo:) requires a capacity of zero or more")
    let core = ReplayCore<Value, Error>(capacity: capacity, source: startHandler)
    let token = Lifetime.Token()
    let sourceLifetime = Lifetime(token)
    return SignalProducer.serial({ downstream, lifetime in
      // The token lives as long as some copy of this producer, or some start that has not ended:
      // once neither is left, the run ends.
      lifetime.observeEnded { withExtendedLifetime(token) {} }
      core.attach(downstream, lifetime, sourceLifetime: sourceLifetime)
    })
  }
}

/// The shared run of `replayLazily`: keeps the latest values and the terminal event, and sends
/// each event to every attached start.
// Safety: `buffer`, `terminal`, `observers` and `isStarted` are touched only while owning
// delivery (in `deliver…` or inside `batch`).
private final class ReplayCore<Value, Error: Swift.Error>: SerialDelivery<Value, Error>, @unchecked Sendable {
  private let capacity: Int
  private let source: @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void
  private var buffer = FIFOBuffer<Value>()
  private var terminal: Event?
  // In the order they came, which is the order they hear each event in.
  private var observers: [(key: Int, observer: Signal<Value, Error>.Observer)] = []
  private var nextKey = 0
  private var isStarted = false

  init(capacity: Int, source: @escaping @Sendable (Signal<Value, Error>.Observer, Lifetime) -> Void) {
    self.capacity = capacity
    self.source = source
    super.init()
  }

  func attach(_ observer: Signal<Value, Error>.Observer, _ lifetime: Lifetime, sourceLifetime: Lifetime) {
    var shouldStart = false
    batch {
      var replay = buffer
      while let value = replay.popFirst() { observer.receive(value) }
      if let terminal {
        observer.send(terminal)
        return
      }
      let key = nextKey
      nextKey += 1
      observers.append((key, observer))
      lifetime.observeEnded { [weak self] in self?.detach(key) }
      if !isStarted {
        isStarted = true
        shouldStart = true
      }
    }
    // A run of its own, whose lifetime ends when the source terminates.
    if shouldStart { runOwningLifetime(source, self, in: sourceLifetime) }
  }

  private func detach(_ key: Int) {
    var removed: Signal<Value, Error>.Observer?
    batch {
      guard let index = observers.firstIndex(where: { $0.key == key }) else { return }
      removed = observers.remove(at: index).observer
    }
    _ = removed
  }

  override func deliver(_ value: Value) {
    if capacity > 0 {
      if buffer.count == capacity { _ = buffer.popFirst() }
      buffer.append(value)
    }
    for entry in observers { entry.observer.receive(value) }
  }

  override func deliverTerminal() {
    terminal = terminalEvent
    let last = observers
    observers = []
    for entry in last { sendTerminal(to: entry.observer) }
  }
}
