import Locking

/// The shared state of ``AsyncPassthroughSubject`` and ``AsyncCurrentValueSubject``: a
/// ``SubjectStateMachine`` under a lock, with continuations resumed after unlocking.
final class SubjectStorage<Element: Sendable, Failure: Error>: Sendable {
  private let machine: Lock<SubjectStateMachine<Element, Failure>>

  init(policy: AsyncBufferingPolicy, current: Element?) {
    machine = Lock(SubjectStateMachine(policy: policy, current: current))
  }

  var consumerCount: Int { machine.withLock { $0.consumerCount } }

  var current: Element? { machine.withLock { $0.current } }

  func send(_ element: Element) {
    var more: [SubjectStateMachine<Element, Failure>.Consumer] = []
    let first = machine.withLock { $0.send(element, more: &more) }
    first?.resume(returning: .success(element))
    for consumer in more { consumer.resume(returning: .success(element)) }
  }

  func terminate(_ failure: Failure?) {
    for (consumer, result) in machine.withLock({ $0.terminate(failure) }) {
      AsyncResources.decrement()
      consumer.resume(returning: result)
    }
  }

  func register() -> Int {
    AsyncResources.increment()
    return machine.withLock { $0.register() }
  }

  /// Removes a consumer that was dropped or cancelled; a consumer already removed at its end is
  /// not counted twice.
  func unregister(_ id: Int) {
    let (removed, waiting) = machine.withLock { $0.unregister(id) }
    if removed { AsyncResources.decrement() }
    waiting?.resume(returning: .success(nil))
  }

  func takeBatch(_ id: Int, into batch: inout [Element]) -> Bool {
    machine.withLock { $0.takeBatch(id, into: &batch) }
  }

  func next(_ id: Int) async -> Result<Element?, Failure> {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        switch machine.withLock({ $0.next(id, continuation: continuation) }) {
        case .element(let element): continuation.resume(returning: .success(element))
        case .end(let result):
          AsyncResources.decrement()
          continuation.resume(returning: result)
        case .gone: continuation.resume(returning: .success(nil))
        case .suspended: break
        }
      }
    } onCancel: {
      unregister(id)
    }
  }
}

/// One consumer of a subject: registered when the iterator is made, unregistered when it goes away.
///
/// It takes its buffered elements in batches and hands them out without the lock: a fast sender
/// then costs the consumer one lock per batch, not one per element.
final class SubjectConsumer<Element: Sendable, Failure: Error>: @unchecked Sendable {
  // Safety: `batch` and `position` are used only by `next()`, which the consumer's one iterator
  // (not `Sendable`) calls one call at a time; the rest is immutable.
  let storage: SubjectStorage<Element, Failure>
  let id: Int
  private var batch: [Element] = []
  private var position = 0
  private static var spinLimit: Int { 64 }

  init(storage: SubjectStorage<Element, Failure>) {
    self.storage = storage
    id = storage.register()
  }

  deinit { storage.unregister(id) }

  func next() async throws(Failure) -> Element? {
    // A cancelled consumer ends without its buffer, so it skips the batch.
    if !Task.isCancelled {
      if position < batch.count {
        defer { position += 1 }
        return batch[position]
      }
      batch.removeAll(keepingCapacity: true)
      position = 0
      // A sender on another thread usually sends again within a few hundred nanoseconds;
      // looking a few more times is far cheaper than suspending and being resumed per element.
      for _ in 0..<Self.spinLimit where storage.takeBatch(id, into: &batch) {
        position = 1
        return batch[0]
      }
    }
    return try await storage.next(id).get()
  }
}

/// The iterator of a subject: the elements sent after it was made, then the end.
public struct AsyncSubjectIterator<Element: Sendable, Failure: Error>: AsyncIteratorProtocol {
  let consumer: SubjectConsumer<Element, Failure>

  public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
    try await consumer.next()
  }

  public mutating func next() async throws(Failure) -> Element? { try await consumer.next() }
}

@available(*, unavailable)
extension AsyncSubjectIterator: Sendable {}
