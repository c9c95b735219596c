import Synchronization

/// The shared state of ``AsyncPassthroughSubject`` and ``AsyncCurrentValueSubject``: a
/// ``SubjectStateMachine`` under a lock, with continuations resumed after unlocking.
final class SubjectStorage<Element: Sendable, Failure: Error>: Sendable {
  private let machine: Mutex<SubjectStateMachine<Element, Failure>>

  init(policy: AsyncBufferingPolicy, current: Element?) {
    machine = Mutex(SubjectStateMachine(policy: policy, current: current))
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
final class SubjectConsumer<Element: Sendable, Failure: Error>: Sendable {
  let storage: SubjectStorage<Element, Failure>
  let id: Int

  init(storage: SubjectStorage<Element, Failure>) {
    self.storage = storage
    id = storage.register()
  }

  deinit { storage.unregister(id) }

  func next() async throws(Failure) -> Element? {
    try await storage.next(id).get()
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
