import StyleInternals

/// The consumers of a subject, each with its own buffer, and the subject's end.
///
/// Every method runs under the storage's lock and returns what to resume after unlocking. The
/// per-element methods are inlinable so that a caller who knows the element type (a chain
/// written over `Int`) runs them specialised: unspecialised, every field access of the generic
/// slots looks up their metadata, which cost more than the send itself.
@usableFromInline
struct SubjectStateMachine<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>

  /// Queues a pushing consumer's event (an element, `nil` for the end, or the failure) where its
  /// reader takes it. It runs under the storage's lock, so that events keep the order of the
  /// sends; it returns whether the reader waits and must be woken once the lock is released.
  @usableFromInline typealias Push = @Sendable (Result<Element?, Failure>) -> Bool
  /// Wakes a pushing consumer's reader; called after the storage's lock is released.
  @usableFromInline typealias Wake = @Sendable () -> Void

  /// A consumer that is pushed to instead of pulling.
  @usableFromInline
  struct Pusher: Sendable {
    @usableFromInline let push: Push
    @usableFromInline let wake: Wake

    @inlinable init(push: @escaping Push, wake: @escaping Wake) {
      self.push = push
      self.wake = wake
    }
  }

  /// What a send leaves to do once the lock is released. The first consumer to resume and the
  /// first reader to wake are kept apart, so the common single-consumer send allocates nothing.
  @usableFromInline
  struct Deliveries: Sendable {
    @usableFromInline var consumer: Consumer?
    @usableFromInline var moreConsumers: [Consumer] = []
    @usableFromInline var wake: Wake?
    @usableFromInline var moreWakes: [Wake] = []

    @inlinable init() {}

    @inlinable
    mutating func add(_ waiting: Consumer) {
      if consumer == nil { consumer = waiting } else { moreConsumers.append(waiting) }
    }

    @inlinable
    mutating func add(_ reader: @escaping Wake) {
      if wake == nil { wake = reader } else { moreWakes.append(reader) }
    }

    @inlinable
    func run(_ result: Result<Element?, Failure>) {
      consumer?.resume(returning: result)
      for waiting in moreConsumers { waiting.resume(returning: result) }
      wake?()
      for reader in moreWakes { reader() }
    }
  }

  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var buffer = FIFOBuffer<Element>()
    @usableFromInline var waiting: Consumer?
    /// Set for a consumer that is pushed to instead of pulling; its `waiting` then only waits
    /// for the end.
    @usableFromInline var pusher: Pusher?

    @inlinable init() {}
  }

  @usableFromInline
  enum Terminal: Sendable {
    case finished
    case failed(Failure)
  }

  // Arrays, not a dictionary: a send walks the slots in place without copying anything. The ids
  // sit in an array of their own so that finding a consumer reads plain integers.
  @usableFromInline var slots: [Slot] = []
  @usableFromInline var ids: [Int] = []
  @usableFromInline var terminal: Terminal?
  @usableFromInline var nextID = 0
  @usableFromInline let policy: AsyncBufferingPolicy
  @usableFromInline var current: Element?

  @usableFromInline
  init(policy: AsyncBufferingPolicy, current: Element?) {
    self.policy = policy
    self.current = current
  }

  @inlinable var consumerCount: Int { slots.count }

  /// Registers a consumer; with a current value, it is buffered for the consumer at once.
  @usableFromInline
  mutating func register() -> Int {
    nextID += 1
    var slot = Slot()
    if let current, terminal == nil { slot.buffer.append(current) }
    slots.append(slot)
    ids.append(nextID)
    return nextID
  }

  /// Registers a consumer that `pusher` delivers to (the current value first, if any, or the
  /// end if the subject has ended), or returns `nil` when the policy buffers less than everything:
  /// pushing cannot drop elements as the policy would, so such a consumer pulls instead.
  /// - Returns: the consumer's id, and whether its reader must be woken after unlocking.
  @usableFromInline
  mutating func registerPushing(_ pusher: Pusher) -> (id: Int, wake: Bool)? {
    guard case .unbounded = policy else { return nil }
    nextID += 1
    var slot = Slot()
    slot.pusher = pusher
    var wake = false
    switch terminal {
    case nil: if let current { wake = pusher.push(.success(current)) }
    case .finished: wake = pusher.push(.success(nil))
    case .failed(let failure): wake = pusher.push(.failure(failure))
    }
    slots.append(slot)
    ids.append(nextID)
    return (nextID, wake)
  }

  /// Removes a consumer (it was dropped, cancelled, or reached the end).
  /// - Returns: whether it was still registered, and its waiting continuation if any.
  @usableFromInline
  mutating func unregister(_ id: Int) -> (removed: Bool, waiting: Consumer?) {
    guard let index = index(of: id) else { return (false, nil) }
    return (true, remove(at: index).waiting)
  }

  /// Where consumer `id` is. The newest consumer is usually the only one: look from the end.
  @inlinable
  func index(of id: Int) -> Int? {
    var index = ids.count
    while index > 0 {
      index -= 1
      if ids[index] == id { return index }
    }
    return nil
  }

  @inlinable
  mutating func remove(at index: Int) -> Slot {
    ids.remove(at: index)
    return slots.remove(at: index)
  }

  /// Delivers `element` to every consumer: buffered, pushed, or handed to a waiting consumer,
  /// which is returned to resume.
  @inlinable
  mutating func send(_ element: Element) -> Deliveries {
    var deliveries = Deliveries()
    guard terminal == nil else { return deliveries }
    if current != nil { current = element }
    for index in slots.indices {
      if let pusher = slots[index].pusher {
        if pusher.push(.success(element)) { deliveries.add(pusher.wake) }
      } else if let waiting = slots[index].waiting {
        slots[index].waiting = nil
        deliveries.add(waiting)
      } else {
        append(element, at: index)
      }
    }
    return deliveries
  }

  @inlinable
  mutating func append(_ element: Element, at index: Int) {
    switch policy {
    case .unbounded:
      slots[index].buffer.append(element)
    case .bufferingNewest(let limit):
      guard limit > 0 else { return }
      if slots[index].buffer.count >= limit { _ = slots[index].buffer.removeFirst() }
      slots[index].buffer.append(element)
    case .bufferingOldest(let limit):
      if slots[index].buffer.count < limit { slots[index].buffer.append(element) }
    }
  }

  /// Ends the subject; consumers still drain their buffers before they see the end. Waiting
  /// consumers (their buffers are empty) are removed and get the end now.
  @usableFromInline
  mutating func terminate(_ failure: Failure?) -> (consumers: [(Consumer, Result<Element?, Failure>)], wakes: [Wake]) {
    guard terminal == nil else { return ([], []) }
    terminal = failure.map { .failed($0) } ?? .finished
    let endResult: Result<Element?, Failure> = failure.map { .failure($0) } ?? .success(nil)
    var resumptions: [(Consumer, Result<Element?, Failure>)] = []
    var wakes: [Wake] = []
    for slot in slots {
      if let pusher = slot.pusher, pusher.push(endResult) { wakes.append(pusher.wake) }
    }
    var index = slots.count
    while index > 0 {
      index -= 1
      if let waiting = slots[index].waiting {
        resumptions.append((waiting, endResult))
        _ = remove(at: index)
      }
    }
    resumptions.reverse()
    return (resumptions, wakes)
  }

  /// Moves everything buffered for the consumer into `batch`, so the consumer drains it without
  /// the lock. The consumer empties `batch` keeping its capacity and the buffer keeps its memory,
  /// so a steady stream of batches allocates nothing.
  /// - Returns: `false` when nothing was buffered.
  @inlinable
  mutating func takeBatch(_ id: Int, into batch: inout [Element]) -> Bool {
    guard let index = index(of: id), !slots[index].buffer.isEmpty else { return false }
    slots[index].buffer.removeAll(into: &batch)
    return true
  }

  @usableFromInline
  enum NextAction {
    case element(Element)
    /// The consumer reached the end now and was removed.
    case end(Result<Element?, Failure>)
    /// The consumer had already been removed.
    case gone
    case suspended
  }

  @inlinable
  mutating func next(_ id: Int, continuation: Consumer) -> NextAction {
    guard let index = index(of: id) else { return .gone }
    if !slots[index].buffer.isEmpty { return .element(slots[index].buffer.removeFirst()) }
    switch terminal {
    case nil:
      slots[index].waiting = continuation
      return .suspended
    case .finished:
      _ = remove(at: index)
      return .end(.success(nil))
    case .failed(let failure):
      _ = remove(at: index)
      return .end(.failure(failure))
    }
  }
}
