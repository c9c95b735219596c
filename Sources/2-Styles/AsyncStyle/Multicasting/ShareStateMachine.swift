import StyleInternals

/// The consumers of a shared iteration, each with its own queue, the producer (the task that
/// iterates the base) when it waits for room, and the end.
///
/// Every method runs under the storage's lock and returns what to resume after unlocking.
struct ShareStateMachine<Element: Sendable, Failure: Error>: Sendable {
  typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>
  typealias Producer = UnsafeContinuation<Bool, Never>

  private struct Slot: Sendable {
    let id: Int
    var queue = FIFOBuffer<Element>()
    var waiting: Consumer?
  }

  private enum Terminal {
    case finished
    case failed(Failure)
  }

  private var slots: [Slot] = []
  private var terminal: Terminal?
  private var producer: Producer?
  private var nextID = 0
  private let policy: AsyncBufferSequencePolicy

  init(policy: AsyncBufferSequencePolicy) {
    self.policy = policy
  }

  var isTerminated: Bool { terminal != nil }

  mutating func register() -> Int {
    nextID += 1
    slots.append(Slot(id: nextID))
    return nextID
  }

  /// Removes a consumer; a producer waiting for that consumer's room may go on, or stop when
  /// nobody is left (so that it does not pull one more element for no one).
  /// - Returns: whether it was still registered, its waiting continuation, and the producer to
  ///   resume with whether it goes on.
  mutating func unregister(_ id: Int) -> (removed: Bool, waiting: Consumer?, producer: (Producer, Bool)?) {
    guard let index = slots.firstIndex(where: { $0.id == id }) else { return (false, nil, nil) }
    let waiting = slots.remove(at: index).waiting
    return (true, waiting, takeProducerIfRoom().map { ($0, !slots.isEmpty) })
  }

  /// Whether the producer must wait before it hands over its next element: while a consumer's
  /// queue is full. A waiting consumer always has room (its element goes straight to it), which
  /// is the only room `.bounded(0)` leaves.
  var mustWait: Bool {
    guard let limit = policy.backPressureLimit, terminal == nil, !slots.isEmpty else { return false }
    return slots.contains { $0.waiting == nil && $0.queue.count >= limit }
  }

  enum WaitAction {
    case proceed(Bool)
    case suspended
  }

  /// The producer asks for room; it waits while a consumer's queue is full.
  /// - Returns: `.proceed(false)` when nobody listens any more or the iteration ended.
  mutating func waitForRoom(_ continuation: Producer, cancelled: Bool) -> WaitAction {
    if terminal != nil || cancelled || slots.isEmpty { return .proceed(false) }
    guard mustWait else { return .proceed(true) }
    producer = continuation
    return .suspended
  }

  mutating func cancelWait() -> Producer? {
    defer { producer = nil }
    return producer
  }

  private mutating func takeProducerIfRoom() -> Producer? {
    guard producer != nil, !mustWait else { return nil }
    return cancelWait()
  }

  /// Delivers `element` to every consumer. The first waiting consumer comes back alone and the
  /// others in `more`, so the common single-consumer send allocates nothing.
  mutating func send(_ element: Element, more: inout [Consumer]) -> Consumer? {
    guard terminal == nil else { return nil }
    var first: Consumer?
    for index in slots.indices {
      if let waiting = slots[index].waiting {
        slots[index].waiting = nil
        if first == nil { first = waiting } else { more.append(waiting) }
      } else {
        enqueue(element, at: index)
      }
    }
    return first
  }

  private mutating func enqueue(_ element: Element, at index: Int) {
    switch policy.kind {
    case .bounded, .unbounded:
      slots[index].queue.append(element)
    case .bufferingLatest(let limit):
      guard limit > 0 else { return }
      if slots[index].queue.count >= limit { _ = slots[index].queue.removeFirst() }
      slots[index].queue.append(element)
    case .bufferingOldest(let limit):
      if slots[index].queue.count < limit { slots[index].queue.append(element) }
    }
  }

  /// Ends the iteration; consumers drain their queues before they see the end. Waiting consumers
  /// (their queues are empty) are removed and get the end now.
  mutating func terminate(_ failure: Failure?) -> (consumers: [(Consumer, Result<Element?, Failure>)], Producer?) {
    guard terminal == nil else { return ([], nil) }
    terminal = failure.map { .failed($0) } ?? .finished
    let end: Result<Element?, Failure> = failure.map { .failure($0) } ?? .success(nil)
    var resumptions: [(Consumer, Result<Element?, Failure>)] = []
    for slot in slots { if let waiting = slot.waiting { resumptions.append((waiting, end)) } }
    slots.removeAll { $0.waiting != nil }
    return (resumptions, cancelWait())
  }

  enum NextAction {
    case element(Element, Producer?)
    /// The consumer reached the end now and was removed.
    case end(Result<Element?, Failure>)
    /// The consumer had already been removed.
    case gone
    /// The consumer waits; its demand may be the room a producer waited for.
    case suspended(Producer?)
  }

  mutating func next(_ id: Int, continuation: Consumer) -> NextAction {
    guard let index = slots.lastIndex(where: { $0.id == id }) else { return .gone }
    if !slots[index].queue.isEmpty {
      let element = slots[index].queue.removeFirst()
      return .element(element, takeProducerIfRoom())
    }
    switch terminal {
    case nil:
      slots[index].waiting = continuation
      return .suspended(takeProducerIfRoom())
    case .finished:
      slots.remove(at: index)
      return .end(.success(nil))
    case .failed(let failure):
      slots.remove(at: index)
      return .end(.failure(failure))
    }
  }
}
