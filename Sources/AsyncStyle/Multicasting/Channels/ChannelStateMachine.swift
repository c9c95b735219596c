/// The rendezvous between senders and consumers of a channel: an element moves only when a
/// sender and a consumer meet, so a sender waits until its element has been taken.
///
/// Waiting senders and consumers are served first-in first-out. Every method runs under the
/// storage's lock and returns what to resume, so continuations resume after the lock is released.
struct ChannelStateMachine<Element: Sendable, Failure: Error>: Sendable {
  typealias Consumer = UnsafeContinuation<Result<Element?, Failure>, Never>
  typealias Sender = UnsafeContinuation<Bool, Never>

  private enum Terminal {
    case finished
    case failed(Failure)
  }

  private var senders: [(id: Int, element: Element, continuation: Sender)] = []
  private var consumers: [(id: Int, continuation: Consumer)] = []
  private var terminal: Terminal?
  private var nextID = 0

  /// Resumptions to run after the lock is released.
  struct Resumptions: Sendable {
    var consumers: [(Consumer, Result<Element?, Failure>)] = []
    var senders: [(Sender, Bool)] = []

    func run() {
      for (consumer, result) in consumers { consumer.resume(returning: result) }
      for (sender, delivered) in senders { sender.resume(returning: delivered) }
    }
  }

  mutating func makeID() -> Int {
    nextID += 1
    return nextID
  }

  var isTerminated: Bool { terminal != nil }

  /// A sender arrives. Returns the consumer to hand the element to, or `nil` when the sender
  /// must wait (it is then registered) or the channel has ended (`delivered` is `false`).
  enum SendAction {
    case handOver(Consumer)
    case suspended
    case dropped
  }

  mutating func send(
    _ element: Element, id: Int, continuation: Sender, cancelled: Bool
  ) -> SendAction {
    if terminal != nil || cancelled { return .dropped }
    if !consumers.isEmpty { return .handOver(consumers.removeFirst().continuation) }
    senders.append((id, element, continuation))
    return .suspended
  }

  /// A consumer arrives with `continuation`; returns what to resume now.
  enum ReceiveAction {
    case take(Element, Sender)
    case end(Result<Element?, Failure>)
    case suspended
  }

  mutating func receive(id: Int, continuation: Consumer, cancelled: Bool) -> ReceiveAction {
    if !senders.isEmpty {
      let sender = senders.removeFirst()
      return .take(sender.element, sender.continuation)
    }
    if let result = takeTerminalResult() { return .end(result) }
    if cancelled { return .end(.success(nil)) }
    consumers.append((id, continuation))
    return .suspended
  }

  /// The terminal result for one consumer: the failure once, then `nil` for everyone after.
  private mutating func takeTerminalResult() -> Result<Element?, Failure>? {
    switch terminal {
    case nil: return nil
    case .finished: return .success(nil)
    case .failed(let failure):
      terminal = .finished
      return .failure(failure)
    }
  }

  mutating func cancelSend(id: Int) -> Sender? {
    guard let index = senders.firstIndex(where: { $0.id == id }) else { return nil }
    return senders.remove(at: index).continuation
  }

  mutating func cancelReceive(id: Int) -> Consumer? {
    guard let index = consumers.firstIndex(where: { $0.id == id }) else { return nil }
    return consumers.remove(at: index).continuation
  }

  /// Ends the channel: waiting consumers get the end (the failure goes to the first of them),
  /// waiting senders learn that their element was not delivered. Later calls do nothing.
  mutating func terminate(failure: Failure?) -> Resumptions {
    guard terminal == nil else { return Resumptions() }
    var resumptions = Resumptions()
    // The failure, if any, goes to the first waiting consumer; every other one, and any later
    // receive, sees the plain end.
    var pendingFailure = failure
    for consumer in consumers {
      if let failure = pendingFailure {
        pendingFailure = nil
        resumptions.consumers.append((consumer.continuation, .failure(failure)))
      } else {
        resumptions.consumers.append((consumer.continuation, .success(nil)))
      }
    }
    terminal = pendingFailure.map { .failed($0) } ?? .finished
    for sender in senders { resumptions.senders.append((sender.continuation, false)) }
    consumers.removeAll()
    senders.removeAll()
    return resumptions
  }
}
