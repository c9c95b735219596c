import StyleInternals

/// The rendezvous between senders and consumers of a channel: an element moves only when a
/// sender and a consumer meet, so a sender waits until its element has been taken.
///
/// Waiting senders and consumers are served first-in first-out. Every method runs under the
/// storage's lock and returns what to resume, so continuations resume after the lock is released.
///
/// For speed (see Benchmarks/README.md) the per-element methods are inlinable, and the usual case
/// — at most one waiting sender and one waiting consumer — is kept in plain fields rather than in
/// queues of tuples.
@usableFromInline
struct ChannelStateMachine<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>
  @usableFromInline typealias Sender = UnsafeContinuation<Bool, Never>

  @usableFromInline
  enum Terminal: Sendable {
    case finished
    case failed(Failure)
  }

  /// The consumer waiting longest, if any; the others wait in `laterConsumers`.
  @usableFromInline var consumer: Consumer?
  @usableFromInline var consumerID = 0
  /// `laterConsumers.count`, readable without the tuple's metadata.
  @usableFromInline var laterConsumerCount = 0
  @usableFromInline var laterConsumers: [(id: Int, continuation: Consumer)] = []
  /// The sender waiting longest, if any (its element is `senderElement`); the others wait in
  /// `laterSenders`.
  @usableFromInline var sender: Sender?
  @usableFromInline var senderID = 0
  /// `laterSenders.count`, readable without the tuple's metadata.
  @usableFromInline var laterSenderCount = 0
  @usableFromInline var laterSenders: [(id: Int, element: Element, continuation: Sender)] = []
  /// Elements offered by a source that does not wait (a subject pushing into an operator), in
  /// order; consumers take them before any waiting sender's.
  @usableFromInline var offered = FIFOBuffer<Element>()
  /// Mirrors `terminal != nil`, readable without the failure type's layout.
  @usableFromInline var isTerminated = false
  @usableFromInline var senderElement: Element?
  @usableFromInline var terminal: Terminal?

  /// Resumptions to run after the lock is released.
  @usableFromInline
  struct Resumptions: Sendable {
    @usableFromInline var consumers: [(Consumer, Result<Element?, Failure>)] = []
    @usableFromInline var senders: [(Sender, Bool)] = []

    @usableFromInline
    func run() {
      for (consumer, result) in consumers { consumer.resume(returning: result) }
      for (sender, delivered) in senders { sender.resume(returning: delivered) }
    }
  }

  /// A sender arrives. Returns the consumer to hand the element to, or `nil` when the sender
  /// must wait (it is then registered) or the channel has ended (`delivered` is `false`).
  @usableFromInline
  enum SendAction {
    case handOver(Consumer)
    case suspended
    case dropped
  }

  @inlinable
  mutating func send(
    _ element: Element, id: Int, continuation: Sender, cancelled: Bool
  ) -> SendAction {
    if isTerminated || cancelled { return .dropped }
    if let consumer = takeFirstConsumer() { return .handOver(consumer) }
    if sender == nil {
      sender = continuation
      senderID = id
      senderElement = element
    } else {
      laterSenders.append((id, element, continuation))
      laterSenderCount += 1
    }
    return .suspended
  }

  /// The longest-waiting consumer, for a sender that will not wait; `nil` when none waits or the
  /// channel has ended.
  @inlinable
  mutating func takeWaitingConsumer() -> Consumer? {
    isTerminated ? nil : takeFirstConsumer()
  }

  /// A source that does not wait offers `element`; it waits in `offered` for a consumer.
  /// Dropped after the end.
  /// - Returns: whether a consumer waits, to be given it with ``takeConsumerForOffered()``.
  @inlinable
  mutating func offer(_ element: Element) -> Bool {
    guard !isTerminated else { return false }
    offered.append(element)
    return consumer != nil
  }

  /// The longest-waiting consumer with the oldest offered element, if both exist.
  @inlinable
  mutating func takeConsumerForOffered() -> (Consumer, Element)? {
    guard consumer != nil, let element = takeOffered(), let first = takeFirstConsumer() else { return nil }
    return (first, element)
  }

  /// The oldest offered element, for a consumer that will not wait.
  @inlinable
  mutating func takeOffered() -> Element? {
    offered.isEmpty ? nil : offered.removeFirst()
  }

  /// The longest-waiting sender and its element, for a consumer that will not wait.
  @inlinable
  mutating func takeWaitingSender() -> (Element, Sender)? {
    guard let element = senderElement, let sender = takeFirstSender() else { return nil }
    return (element, sender)
  }

  /// A consumer arrives with `continuation`; returns what to resume now.
  @usableFromInline
  enum ReceiveAction {
    case offered(Element)
    case take(Element, Sender)
    case end(Result<Element?, Failure>)
    case suspended
  }

  @inlinable
  mutating func receive(id: Int, continuation: Consumer, cancelled: Bool) -> ReceiveAction {
    if let element = takeOffered() { return .offered(element) }
    if let element = senderElement, let sender = takeFirstSender() { return .take(element, sender) }
    if isTerminated { return .end(takeTerminalResult()) }
    if cancelled { return .end(.success(nil)) }
    if consumer == nil {
      consumer = continuation
      consumerID = id
    } else {
      laterConsumers.append((id, continuation))
      laterConsumerCount += 1
    }
    return .suspended
  }

  @inlinable
  mutating func takeFirstConsumer() -> Consumer? {
    guard let first = consumer else { return nil }
    if laterConsumerCount == 0 {
      consumer = nil
    } else {
      laterConsumerCount -= 1
      (consumerID, consumer) = laterConsumers.removeFirst()
    }
    return first
  }

  /// Removes the longest-waiting sender; read its element (`senderElement`) first.
  @inlinable
  mutating func takeFirstSender() -> Sender? {
    guard let first = sender else { return nil }
    if laterSenderCount == 0 {
      sender = nil
      senderElement = nil
    } else {
      laterSenderCount -= 1
      let next = laterSenders.removeFirst()
      (senderID, senderElement, sender) = (next.id, next.element, next.continuation)
    }
    return first
  }

  /// The terminal result for one consumer: the failure once, then `nil` for everyone after.
  @inlinable
  mutating func takeTerminalResult() -> Result<Element?, Failure> {
    switch terminal {
    case nil, .finished: return .success(nil)
    case .failed(let failure):
      terminal = .finished
      return .failure(failure)
    }
  }

  @usableFromInline
  mutating func cancelSend(id: Int) -> Sender? {
    if sender != nil, senderID == id { return takeFirstSender() }
    guard let index = laterSenders.firstIndex(where: { $0.id == id }) else { return nil }
    laterSenderCount -= 1
    return laterSenders.remove(at: index).continuation
  }

  @usableFromInline
  mutating func cancelReceive(id: Int) -> Consumer? {
    if consumer != nil, consumerID == id { return takeFirstConsumer() }
    guard let index = laterConsumers.firstIndex(where: { $0.id == id }) else { return nil }
    laterConsumerCount -= 1
    return laterConsumers.remove(at: index).continuation
  }

  /// Ends the channel: waiting consumers get the end (the failure goes to the first of them),
  /// waiting senders learn that their element was not delivered. Offered elements still reach
  /// consumers before the end, unless `discardingOffered`. Later calls do nothing.
  @usableFromInline
  mutating func terminate(failure: Failure?, discardingOffered: Bool) -> Resumptions {
    if discardingOffered { offered.removeAll() }
    guard !isTerminated else { return Resumptions() }
    isTerminated = true
    var resumptions = Resumptions()
    // The failure, if any, goes to the first waiting consumer; every other one, and any later
    // receive, sees the plain end.
    var pendingFailure = failure
    while let consumer = takeFirstConsumer() {
      if let failure = pendingFailure {
        pendingFailure = nil
        resumptions.consumers.append((consumer, .failure(failure)))
      } else {
        resumptions.consumers.append((consumer, .success(nil)))
      }
    }
    terminal = pendingFailure.map { .failed($0) } ?? .finished
    while let sender = takeFirstSender() { resumptions.senders.append((sender, false)) }
    return resumptions
  }
}
