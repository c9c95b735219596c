import StyleInternals

/// The shared state of ``AsyncShareSequence`` and ``AsyncBufferSequence``: a
/// ``ShareStateMachine`` under a lock, with continuations resumed after unlocking.
final class ShareStorage<Element: Sendable, Failure: Error>: Sendable {
  private let machine: Lock<ShareStateMachine<Element, Failure>>
  /// The counting scope of the task that created this storage, which its resources count in.
  @usableFromInline let countingScope = ResourceCountingScope.enclosing
  /// Whether the producer may outrun its consumers, so it must yield to let them run.
  let producerNeverWaits: Bool
  /// Whether the producer pulls the base only once every consumer waits (`.bounded(0)`).
  let pullsOnDemand: Bool

  init(policy: AsyncBufferSequencePolicy) {
    machine = Lock(ShareStateMachine(policy: policy))
    producerNeverWaits = policy.backPressureLimit == nil
    pullsOnDemand = policy.pullsOnDemand
  }

  func register() -> Int {
    AsyncResources.increment(countingScope)
    return machine.withLock { $0.register() }
  }

  /// Removes a consumer that was dropped or cancelled; one already removed at its end is not
  /// counted twice.
  func unregister(_ id: Int) {
    let (removed, waiting, producer) = machine.withLock { $0.unregister(id) }
    if removed { AsyncResources.decrement(countingScope) }
    waiting?.resume(returning: .success(nil))
    if let (producer, goOn) = producer { producer.resume(returning: goOn) }
  }

  /// Hands `element` to every consumer once each has room for it.
  /// - Returns: `false` when nobody listens any more, the iteration ended, or the producing task
  ///   was cancelled: the producer stops.
  func send(_ element: Element) async -> Bool {
    guard await waitForRoom() else { return false }
    var more: [ShareStateMachine<Element, Failure>.Consumer] = []
    let first = machine.withLock { $0.send(element, more: &more) }
    first?.resume(returning: .success(element))
    for consumer in more { consumer.resume(returning: .success(element)) }
    if producerNeverWaits {
      // Nothing else makes a producer over a base that never suspends give up its thread.
      await Task.yield()
    }
    return !Task.isCancelled
  }

  /// Waits, under `.bounded(0)`, until every consumer asks for an element, so that the base is not
  /// pulled ahead of demand.
  /// - Returns: `false` when the producer must stop instead.
  func waitForDemand() async -> Bool {
    guard pullsOnDemand else { return true }
    return await waitForRoom()
  }

  private func waitForRoom() async -> Bool {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Bool, Never>) in
        switch machine.withLock({ $0.waitForRoom(continuation, cancelled: Task.isCancelled) }) {
        case .proceed(let goOn): continuation.resume(returning: goOn)
        case .suspended: break
        }
      }
    } onCancel: {
      machine.withLock { $0.cancelWait() }?.resume(returning: false)
    }
  }

  func terminate(_ failure: Failure?) {
    let (consumers, producer) = machine.withLock { $0.terminate(failure) }
    for (consumer, result) in consumers {
      AsyncResources.decrement(countingScope)
      consumer.resume(returning: result)
    }
    producer?.resume(returning: false)
  }

  /// The consumer's next element; `nil` at the end or once the consuming task is cancelled.
  func next(_ id: Int) async throws(Failure) -> Element? {
    if Task.isCancelled {
      unregister(id)
      return nil
    }
    let result = await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        switch machine.withLock({ $0.next(id, continuation: continuation) }) {
        case .element(let element, let producer):
          producer?.resume(returning: true)
          continuation.resume(returning: .success(element))
        case .end(let result):
          AsyncResources.decrement(countingScope)
          continuation.resume(returning: result)
        case .gone: continuation.resume(returning: .success(nil))
        case .suspended(let producer): producer?.resume(returning: true)
        }
      }
    } onCancel: {
      unregister(id)
    }
    return try result.get()
  }
}

/// One consumer of a ``ShareStorage``: registered when made, unregistered when it goes away.
final class ShareConsumer<Element: Sendable, Failure: Error>: Sendable {
  let storage: ShareStorage<Element, Failure>
  let id: Int

  init(storage: ShareStorage<Element, Failure>) {
    self.storage = storage
    id = storage.register()
  }

  deinit { storage.unregister(id) }

  func next() async throws(Failure) -> Element? { try await storage.next(id) }
}

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Iterates this sequence into `storage` until it ends, nobody listens, or the task is cancelled.
  func produce(into storage: ShareStorage<Element, Failure>) async {
    var iterator = makeAsyncIterator()
    do throws(Failure) {
      while await storage.waitForDemand() {
        guard let element = try await iterator.next(isolation: nil) else { break }
        guard await storage.send(element) else { return storage.terminate(nil) }
      }
      storage.terminate(nil)
    } catch {
      storage.terminate(error)
    }
  }
}
