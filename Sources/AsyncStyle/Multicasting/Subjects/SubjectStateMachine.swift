/// The consumers of a subject, each with its own buffer, and the subject's end.
///
/// Every method runs under the storage's lock and returns what to resume after unlocking. The
/// per-element methods are inlinable so that a caller who knows the element type (a chain
/// written over `Int`) runs them specialised: unspecialised, every field access of the generic
/// slots looks up their metadata, which cost more than the send itself.
@usableFromInline
struct SubjectStateMachine<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>

  /// Receives a pushing consumer's events as they happen: an element, `nil` for the end, or the
  /// failure. It runs under the storage's lock, so it must only hand the event on.
  @usableFromInline typealias Push = @Sendable (Result<Element?, Failure>) -> Void

  @usableFromInline
  struct Slot: Sendable {
    @usableFromInline var buffer = FIFOQueue<Element>()
    @usableFromInline var waiting: Consumer?
    /// Set for a consumer that is pushed to instead of pulling; its `waiting` then only waits
    /// for the end.
    @usableFromInline var push: Push?

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

  /// Registers a consumer that `push` delivers to (the current value first, if any), or `nil`
  /// when the policy buffers less than everything: pushing cannot drop elements as the policy
  /// would, so such a consumer pulls instead.
  @usableFromInline
  mutating func registerPushing(_ push: @escaping Push) -> Int? {
    guard case .unbounded = policy else { return nil }
    nextID += 1
    var slot = Slot()
    slot.push = push
    switch terminal {
    case nil: if let current { push(.success(current)) }
    case .finished: push(.success(nil))
    case .failed(let failure): push(.failure(failure))
    }
    slots.append(slot)
    ids.append(nextID)
    return nextID
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

  /// Delivers `element` to every consumer. The first waiting consumer comes back alone and the
  /// others in `more`, so the common single-consumer send allocates nothing.
  @inlinable
  mutating func send(_ element: Element, more: inout [Consumer]) -> Consumer? {
    guard terminal == nil else { return nil }
    if current != nil { current = element }
    var first: Consumer?
    for index in slots.indices {
      if let push = slots[index].push {
        push(.success(element))
      } else if let waiting = slots[index].waiting {
        slots[index].waiting = nil
        if first == nil { first = waiting } else { more.append(waiting) }
      } else {
        append(element, at: index)
      }
    }
    return first
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
  mutating func terminate(_ failure: Failure?) -> [(Consumer, Result<Element?, Failure>)] {
    guard terminal == nil else { return [] }
    terminal = failure.map { .failed($0) } ?? .finished
    let endResult: Result<Element?, Failure> = failure.map { .failure($0) } ?? .success(nil)
    var resumptions: [(Consumer, Result<Element?, Failure>)] = []
    for slot in slots { slot.push?(endResult) }
    var index = slots.count
    while index > 0 {
      index -= 1
      if let waiting = slots[index].waiting {
        resumptions.append((waiting, endResult))
        _ = remove(at: index)
      }
    }
    resumptions.reverse()
    return resumptions
  }

  /// Moves everything buffered for the consumer into `batch` (an empty array whose capacity the
  /// buffer takes over), so the consumer drains it without the lock and nothing is allocated.
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
