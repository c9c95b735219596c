import StyleInternals
import Synchronization

/// The shared state behind ``AsyncChannel``, ``AsyncThrowingChannel`` and the operators that run
/// a task of their own: a ``ChannelStateMachine`` under a lock.
///
/// Sending and receiving are inlinable: an operator's task moves every element through them, and
/// unspecialised each would look up the metadata of its generic types. The waiting ones run on
/// their caller's executor (`nonisolated(nonsending)`), as do the task iterator's and the event
/// loop's: otherwise a consumer with an isolation of its own would hop to the global executor and
/// back for every element.
@usableFromInline
final class ChannelStorage<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let machine = Lock(ChannelStateMachine<Element, Failure>())
  /// Names each waiting send and receive for its cancellation handler, without taking the lock.
  @usableFromInline let lastID = Atomic<Int>(0)

  @usableFromInline init() {}

  /// Sends `element` and waits until a consumer took it.
  /// - Returns: `false` when the element was not delivered: the channel ended or the sending
  ///   task was cancelled while it waited.
  @inlinable
  nonisolated(nonsending) func send(_ element: Element) async -> Bool {
    // A consumer already waiting takes the element without this task suspending, so the usual
    // hand-over needs neither a continuation nor a cancellation handler.
    if !Task.isCancelled, let consumer = machine.withLock({ $0.takeWaitingConsumer() }) {
      consumer.resume(returning: .success(element))
      return true
    }
    let id = lastID.wrappingAdd(1, ordering: .relaxed).newValue
    return await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
        let action = machine.withLock {
          $0.send(element, id: id, continuation: continuation, cancelled: Task.isCancelled)
        }
        switch action {
        case .handOver(let consumer):
          consumer.resume(returning: .success(element))
          continuation.resume(returning: true)
        case .dropped:
          continuation.resume(returning: false)
        case .suspended:
          break
        }
      }
    } onCancel: {
      machine.withLock { $0.cancelSend(id: id) }?.resume(returning: false)
    }
  }

  /// Waits for the next element; `nil` after the end or when the waiting task is cancelled.
  @inlinable
  nonisolated(nonsending) func receive() async -> Result<Element?, Failure> {
    if let handedOver = takeWithoutWaiting() { return handedOver }
    let id = lastID.wrappingAdd(1, ordering: .relaxed).newValue
    return await withTaskCancellationHandler {
      await waitForElement(id: id, endingIfCancelled: true)
    } onCancel: {
      machine.withLock { $0.cancelReceive(id: id) }?.resume(returning: .success(nil))
    }
  }

  /// Waits for the next element with no cancellation handler of its own, for a consumer whose
  /// cancellation terminates the channel (an event loop): `nil` after the end.
  ///
  /// A handler per element costs two executor switches and a status record on the waiting task;
  /// one handler for the consumer's whole life costs them once.
  @inlinable
  nonisolated(nonsending) func receiveUntilTerminated() async -> Result<Element?, Failure> {
    if let handedOver = takeWithoutWaiting() { return handedOver }
    return await waitForElement(id: lastID.wrappingAdd(1, ordering: .relaxed).newValue, endingIfCancelled: false)
  }

  /// An offered element, or one a sender already waits with, is taken without the receiving
  /// task suspending.
  @inlinable
  func takeWithoutWaiting() -> Result<Element?, Failure>? {
    var sender: ChannelStateMachine<Element, Failure>.Sender?
    let element: Element? = machine.withLock { machine in
      if let offered = machine.takeOffered() { return offered }
      guard let (element, waiting) = machine.takeWaitingSender() else { return nil }
      sender = waiting
      return element
    }
    guard let element else { return nil }
    sender?.resume(returning: true)
    return .success(element)
  }

  /// Queues `element` for the next consumer without waiting, for a source that pushes (a
  /// subject feeding an operator's events, under its own lock). Dropped after the end.
  /// - Returns: whether a consumer waits: call ``wakeConsumer()`` once the caller's lock is
  ///   released, since resuming it may run its executor's code.
  @inlinable
  func offer(_ element: Element) -> Bool {
    machine.withLock { $0.offer(element) }
  }

  /// Gives the oldest offered element to the longest-waiting consumer, if both are there.
  @inlinable
  func wakeConsumer() {
    if let (consumer, element) = machine.withLock({ $0.takeConsumerForOffered() }) {
      consumer.resume(returning: .success(element))
    }
  }

  @inlinable
  nonisolated(nonsending) func waitForElement(id: Int, endingIfCancelled: Bool) async -> Result<Element?, Failure> {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Result<Element?, Failure>, Never>) in
      let action = machine.withLock {
        $0.receive(id: id, continuation: continuation, cancelled: endingIfCancelled && Task.isCancelled)
      }
      switch action {
      case .offered(let element):
        continuation.resume(returning: .success(element))
      case .take(let element, let sender):
        continuation.resume(returning: .success(element))
        sender.resume(returning: true)
      case .end(let result):
        continuation.resume(returning: result)
      case .suspended:
        break
      }
    }
  }

  /// Ends the channel; `failure` (if any) reaches the next consumer, everyone after gets `nil`.
  /// Offered elements are still received first, unless `discardingOffered`.
  @usableFromInline
  func terminate(failure: Failure? = nil, discardingOffered: Bool = false) {
    machine.withLock { $0.terminate(failure: failure, discardingOffered: discardingOffered) }.run()
  }
}
