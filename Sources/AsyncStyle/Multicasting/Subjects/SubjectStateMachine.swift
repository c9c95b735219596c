/// The consumers of a subject, each with its own buffer, and the subject's end.
///
/// Every method runs under the storage's lock and returns what to resume after unlocking.
struct SubjectStateMachine<Element: Sendable, Failure: Error>: Sendable {
  typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>

  private struct Slot: Sendable {
    let id: Int
    var buffer: [Element] = []
    var head = 0
    var waiting: Consumer?

    var isEmpty: Bool { head == buffer.count }

    mutating func pop() -> Element {
      let element = buffer[head]
      head += 1
      if head == buffer.count {
        buffer.removeAll(keepingCapacity: true)
        head = 0
      }
      return element
    }
  }

  private enum Terminal {
    case finished
    case failed(Failure)
  }

  // An array, not a dictionary: a send walks it in place without copying anything.
  private var slots: [Slot] = []
  private var terminal: Terminal?
  private var nextID = 0
  private let policy: AsyncBufferingPolicy
  private(set) var current: Element?

  init(policy: AsyncBufferingPolicy, current: Element?) {
    self.policy = policy
    self.current = current
  }

  var consumerCount: Int { slots.count }

  /// Registers a consumer; with a current value, it is buffered for the consumer at once.
  mutating func register() -> Int {
    nextID += 1
    var slot = Slot(id: nextID)
    if let current, terminal == nil { slot.buffer.append(current) }
    slots.append(slot)
    return nextID
  }

  /// Removes a consumer (it was dropped, cancelled, or reached the end).
  /// - Returns: whether it was still registered, and its waiting continuation if any.
  mutating func unregister(_ id: Int) -> (removed: Bool, waiting: Consumer?) {
    guard let index = index(of: id) else { return (false, nil) }
    return (true, slots.remove(at: index).waiting)
  }

  private func index(of id: Int) -> Int? {
    slots.firstIndex { $0.id == id }
  }

  /// Delivers `element` to every consumer. The first waiting consumer comes back alone and the
  /// others in `more`, so the common single-consumer send allocates nothing.
  mutating func send(_ element: Element, more: inout [Consumer]) -> Consumer? {
    guard terminal == nil else { return nil }
    if current != nil { current = element }
    var first: Consumer?
    for index in slots.indices {
      if let waiting = slots[index].waiting {
        slots[index].waiting = nil
        if first == nil { first = waiting } else { more.append(waiting) }
      } else {
        append(element, at: index)
      }
    }
    return first
  }

  private mutating func append(_ element: Element, at index: Int) {
    let count = slots[index].buffer.count - slots[index].head
    switch policy {
    case .unbounded:
      slots[index].buffer.append(element)
    case .bufferingNewest(let limit):
      guard limit > 0 else { return }
      if count >= limit { _ = slots[index].pop() }
      slots[index].buffer.append(element)
    case .bufferingOldest(let limit):
      if count < limit { slots[index].buffer.append(element) }
    }
  }

  /// Ends the subject; consumers still drain their buffers before they see the end. Waiting
  /// consumers (their buffers are empty) are removed and get the end now.
  mutating func terminate(_ failure: Failure?) -> [(Consumer, Result<Element?, Failure>)] {
    guard terminal == nil else { return [] }
    terminal = failure.map { .failed($0) } ?? .finished
    let endResult: Result<Element?, Failure> = failure.map { .failure($0) } ?? .success(nil)
    var resumptions: [(Consumer, Result<Element?, Failure>)] = []
    for slot in slots { if let waiting = slot.waiting { resumptions.append((waiting, endResult)) } }
    slots.removeAll { $0.waiting != nil }
    return resumptions
  }

  /// Moves everything buffered for the consumer into `batch` (an empty array whose capacity the
  /// buffer takes over), so the consumer drains it without the lock and nothing is allocated.
  /// - Returns: `false` when nothing was buffered.
  mutating func takeBatch(_ id: Int, into batch: inout [Element]) -> Bool {
    guard let index = slots.lastIndex(where: { $0.id == id }), !slots[index].isEmpty else { return false }
    if slots[index].head > 0 {
      slots[index].buffer.removeFirst(slots[index].head)
      slots[index].head = 0
    }
    swap(&slots[index].buffer, &batch)
    return true
  }

  enum NextAction {
    case element(Element)
    /// The consumer reached the end now and was removed.
    case end(Result<Element?, Failure>)
    /// The consumer had already been removed.
    case gone
    case suspended
  }

  mutating func next(_ id: Int, continuation: Consumer) -> NextAction {
    // The newest consumer is usually the only one: look from the end.
    guard let index = slots.lastIndex(where: { $0.id == id }) else { return .gone }
    if !slots[index].isEmpty { return .element(slots[index].pop()) }
    switch terminal {
    case nil:
      slots[index].waiting = continuation
      return .suspended
    case .finished:
      slots.remove(at: index)
      return .end(.success(nil))
    case .failed(let failure):
      slots.remove(at: index)
      return .end(.failure(failure))
    }
  }
}
