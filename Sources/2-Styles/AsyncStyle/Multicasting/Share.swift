import StyleInternals

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Shares one iteration of this sequence among every consumer (RxSwift's `share()`:
  /// `publish().refCount()`; swift-async-algorithms' `share(bufferingPolicy:)`).
  ///
  /// The first `next()` of any consumer starts the iteration, on a task of its own; each consumer
  /// then gets the elements that arrive after its iterator was made, then the end or the failure,
  /// so consumers whose iterators exist before the iteration starts all get every element. Each consumer has a queue
  /// of its own, handled by `bufferingPolicy`: with `.bounded(n)` (the default, `n` = 1) the
  /// iteration waits while any consumer has `n` elements it has not taken, so the slowest consumer
  /// sets the pace; `.unbounded`, `.bufferingLatest(n)` and `.bufferingOldest(n)` never wait, and
  /// the iterating task then yields after each element so that a base that never suspends cannot
  /// starve the consumers. A cancelled consumer ends (`nil`) without its queue.
  ///
  /// Unlike swift-async-algorithms, when the last consumer goes away the iteration is cancelled,
  /// and a consumer that comes later starts a new one (Rx's `refCount`), rather than the shared
  /// iteration staying finished: a view that disappears and reappears gets a fresh stream.
  ///
  /// ```swift
  /// let prices = service.prices().share()
  /// async let chart = render(prices)
  /// async let ticker = show(prices)
  /// ```
  /// - Parameter bufferingPolicy: how far each consumer may fall behind, and whether the shared
  ///   iteration waits for it.
  /// - Returns: a sequence whose consumers share one iteration of this one.
  public func share(bufferingPolicy: AsyncBufferSequencePolicy = .bounded(1)) -> AsyncShareSequence<Self> {
    AsyncShareSequence(base: self, policy: bufferingPolicy)
  }
}

/// The sequence that `share(bufferingPolicy:)` returns.
public final class AsyncShareSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element: Sendable {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  private struct Connection {
    var storage: ShareStorage<Element, Failure>
    var pump: Task<Void, Never>?
    var consumers = 0
  }

  private let base: Base
  private let policy: AsyncBufferSequencePolicy
  private let connection = Lock<Connection?>(nil)

  init(base: Base, policy: AsyncBufferSequencePolicy) {
    self.base = base
    self.policy = policy
  }

  /// One consumer of the shared iteration.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let consumer: ShareConsumer<Element, Failure>
    let lease: Lease
    let sequence: AsyncShareSequence
    var asked = false

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      if !asked {
        asked = true
        sequence.startIfNeeded(consumer.storage)
      }
      return try await consumer.next()
    }

    public mutating func next() async throws(Failure) -> Element? {
      if !asked {
        asked = true
        sequence.startIfNeeded(consumer.storage)
      }
      return try await consumer.next()
    }
  }

  /// Keeps the shared iteration alive while a consumer's iterator exists.
  final class Lease: Sendable {
    let release: @Sendable () -> Void
    init(release: @escaping @Sendable () -> Void) { self.release = release }
    deinit { release() }
  }

  /// Begins a consumer of the shared iteration, or of a new one if none is running.
  public func makeAsyncIterator() -> AsyncIterator {
    let (consumer, storage) = connection.withLock { slot in
      var current = slot ?? Connection(storage: ShareStorage(policy: policy))
      current.consumers += 1
      let consumer = ShareConsumer(storage: current.storage)
      slot = current
      return (consumer, current.storage)
    }
    return AsyncIterator(consumer: consumer, lease: Lease { [self] in release(storage) }, sequence: self)
  }

  /// Starts the iteration that `storage` belongs to, on its first demand. Starting it when the first
  /// iterator is made instead would let it send elements before the other iterators made next to
  /// that one have registered.
  func startIfNeeded(_ storage: ShareStorage<Element, Failure>) {
    connection.withLock { slot in
      guard var current = slot, current.storage === storage, current.pump == nil else { return }
      current.pump = startPump(into: storage)
      slot = current
    }
  }

  private func startPump(into storage: ShareStorage<Element, Failure>) -> Task<Void, Never> {
    let base = self.base
    let countingScope = storage.countingScope
    AsyncResources.increment(countingScope)
    return Task.inheritingExecutor { [self] in
      defer { AsyncResources.decrement(countingScope) }
      await base.produce(into: storage)
      // Consumers that begin after the end start a new iteration.
      connection.withLock { if $0?.storage === storage { $0 = nil } }
    }
  }

  private func release(_ storage: ShareStorage<Element, Failure>) {
    let pump: Task<Void, Never>? = connection.withLock { slot in
      guard var current = slot, current.storage === storage else { return nil }
      current.consumers -= 1
      guard current.consumers == 0 else {
        slot = current
        return nil
      }
      slot = nil
      return current.pump
    }
    pump?.cancel()
  }
}

@available(*, unavailable)
extension AsyncShareSequence.AsyncIterator: Sendable {}
