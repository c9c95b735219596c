import StyleInternals
import Synchronization

/// The shared state of ``AsyncPassthroughSubject`` and ``AsyncCurrentValueSubject``: a
/// ``SubjectStateMachine`` under a lock, with continuations resumed after unlocking.
///
/// The per-element paths are inlinable, so a caller who knows the element type runs them
/// specialised (see ``SubjectStateMachine``).
@usableFromInline
final class SubjectStorage<Element: Sendable, Failure: Error>: Sendable {
  @usableFromInline let machine: Lock<SubjectStateMachine<Element, Failure>>
  /// The counting scope of the task that created this storage, which its resources count in.
  @usableFromInline let countingScope = ResourceCountingScope.enclosing
  /// Counts sends and the end, written under the lock. A consumer that found its buffer empty
  /// watches it without the lock: a plain load, where looking at the buffer would lock and walk
  /// the consumers each time.
  @usableFromInline let changes = Atomic<Int>(0)

  @usableFromInline
  init(policy: AsyncBufferingPolicy, current: Element?) {
    machine = Lock(SubjectStateMachine(policy: policy, current: current))
  }

  @usableFromInline var consumerCount: Int { machine.withLock { $0.consumerCount } }

  @usableFromInline var current: Element? { machine.withLock { $0.current } }

  /// How many sends (and ends) there have been; a hint read without the lock.
  @inlinable var changeCount: Int { changes.load(ordering: .relaxed) }

  @inlinable
  func send(_ element: Element) {
    let deliveries = machine.withLock { machine in
      countChange()
      return machine.send(element)
    }
    deliveries.run(.success(element))
  }

  /// Called under the lock only, so a load and a store make a sound increment.
  @inlinable
  func countChange() {
    changes.store(changes.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
  }

  @usableFromInline
  func terminate(_ failure: Failure?) {
    let (resumptions, wakes) = machine.withLock { machine in
      countChange()
      return machine.terminate(failure)
    }
    for (consumer, result) in resumptions {
      AsyncResources.decrement(countingScope)
      consumer.resume(returning: result)
    }
    for wake in wakes { wake() }
  }

  /// Delivers this subject's events straight into an operator's event channel until the subject
  /// ends or the calling task (the operator's pump) is cancelled, so the pump waits once instead
  /// of once per element.
  /// - Returns: `false`, at once, when the buffering policy needs a pulling consumer.
  @inlinable
  func push<Input: Sendable>(
    into events: ChannelStorage<LoopEvent<Input, Failure>, Never>, source: Int,
    tag: @escaping @Sendable (Element) -> Input
  ) async -> Bool {
    let pusher = SubjectStateMachine<Element, Failure>.Pusher(
      push: { event in
        switch event {
        case .success(let element?): events.offer(.element(tag(element)))
        case .success(nil): events.offer(.finished(source: source))
        case .failure(let failure): events.offer(.failed(failure))
        }
      },
      wake: { events.wakeConsumer() })
    guard let (id, wake) = machine.withLock({ $0.registerPushing(pusher) }) else { return false }
    AsyncResources.increment(countingScope)
    if wake { pusher.wake() }
    // Its events go to the channel; waiting here ends at the subject's end or on cancellation.
    _ = await next(id)
    return true
  }

  @usableFromInline
  func register() -> Int {
    AsyncResources.increment(countingScope)
    return machine.withLock { $0.register() }
  }

  /// Removes a consumer that was dropped or cancelled; a consumer already removed at its end is
  /// not counted twice.
  @usableFromInline
  func unregister(_ id: Int) {
    let (removed, waiting) = machine.withLock { $0.unregister(id) }
    if removed { AsyncResources.decrement(countingScope) }
    waiting?.resume(returning: .success(nil))
  }

  @inlinable
  func takeBatch(_ id: Int, into batch: inout [Element]) -> Bool {
    machine.withLock { $0.takeBatch(id, into: &batch) }
  }

  // Nonsending here and in the consumer: waiting runs on the caller's executor, without a hop
  // to the generic executor and back per wait.
  @inlinable
  nonisolated(nonsending) func next(_ id: Int) async -> Result<Element?, Failure> {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        switch machine.withLock({ $0.next(id, continuation: continuation) }) {
        case .element(let element): continuation.resume(returning: .success(element))
        case .end(let result):
          AsyncResources.decrement(countingScope)
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
@usableFromInline
// Safety: only `next()`, called one at a time by the one non-Sendable iterator, uses `batch`/`position`.
final class SubjectConsumer<Element: Sendable, Failure: Error>: @unchecked Sendable {
  @usableFromInline let storage: SubjectStorage<Element, Failure>
  @usableFromInline let id: Int
  // Unchecked: a class's stored properties are otherwise checked for exclusive access at run
  // time, two checks per element here, which cost more than the rest of a delivery.
  @usableFromInline @exclusivity(unchecked) var batch: [Element] = []
  @usableFromInline @exclusivity(unchecked) var position = 0
  @inlinable static var spinLimit: Int { 64 }

  @usableFromInline
  init(storage: SubjectStorage<Element, Failure>) {
    self.storage = storage
    id = storage.register()
  }

  deinit { storage.unregister(id) }

  @inlinable
  nonisolated(nonsending) func next() async throws(Failure) -> Element? {
    // A cancelled consumer ends without its buffer, so it skips the batch.
    if !Task.isCancelled {
      if position < batch.count {
        defer { position += 1 }
        return batch[position]
      }
      batch.removeAll(keepingCapacity: true)
      position = 0
      if takeBatchSoon() {
        position = 1
        return batch[0]
      }
    }
    return try await storage.next(id).get()
  }

  /// Takes what is buffered, or what a sender buffers within the next few moments.
  ///
  /// A sender on another thread usually sends again within a few hundred nanoseconds; watching
  /// the change count a few more times is far cheaper than suspending and being resumed per
  /// element. The watch takes no lock, so where no other thread can send (a test executor runs
  /// the sender and this consumer on one thread) it costs only a few loads.
  @inlinable
  func takeBatchSoon() -> Bool {
    var seen = storage.changeCount
    if storage.takeBatch(id, into: &batch) { return true }
    for _ in 0..<Self.spinLimit {
      let count = storage.changeCount
      guard count != seen else { continue }
      seen = count
      if storage.takeBatch(id, into: &batch) { return true }
    }
    return false
  }
}

/// The iterator of a subject: the elements sent after it was made, then the end.
public struct AsyncSubjectIterator<Element: Sendable, Failure: Error>: AsyncIteratorProtocol {
  @usableFromInline let consumer: SubjectConsumer<Element, Failure>

  @usableFromInline
  init(consumer: SubjectConsumer<Element, Failure>) {
    self.consumer = consumer
  }

  @inlinable
  public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
    try await consumer.next()
  }

  @inlinable
  public mutating func next() async throws(Failure) -> Element? { try await consumer.next() }
}

@available(*, unavailable)
extension AsyncSubjectIterator: Sendable {}
