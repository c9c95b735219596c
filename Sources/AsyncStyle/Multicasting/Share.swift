import Locking

extension AsyncSequence where Self: Sendable, Element: Sendable {
  /// Shares one iteration of this sequence among every consumer (RxSwift's `share()`:
  /// `publish().refCount()`).
  ///
  /// The first consumer starts the iteration, on a task of its own; each consumer then gets the
  /// elements that arrive after it began, then the end or the failure. When the last consumer
  /// goes away the iteration is cancelled, and a consumer that comes later starts a new one.
  /// The shared iteration does not wait for consumers: each has its own buffer, as with
  /// ``AsyncPassthroughSubject`` (unbounded unless `bufferingPolicy` says otherwise).
  ///
  /// ```swift
  /// let prices = service.prices().share()
  /// async let chart = render(prices)
  /// async let ticker = show(prices)
  /// ```
  /// - Parameter bufferingPolicy: how far each consumer may fall behind.
  /// - Returns: a sequence whose consumers share one iteration of this one.
  public func share(bufferingPolicy: AsyncBufferingPolicy = .unbounded) -> AsyncShareSequence<Self> {
    AsyncShareSequence(base: self, policy: bufferingPolicy)
  }
}

/// The sequence that `share(bufferingPolicy:)` returns.
public final class AsyncShareSequence<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable
where Base.Element: Sendable {
  public typealias Element = Base.Element
  public typealias Failure = Base.Failure

  private struct Connection {
    var storage: SubjectStorage<Element, Failure>
    var pump: Task<Void, Never>?
    var consumers = 0
  }

  private let base: Base
  private let policy: AsyncBufferingPolicy
  private let connection = Lock<Connection?>(nil)

  init(base: Base, policy: AsyncBufferingPolicy) {
    self.base = base
    self.policy = policy
  }

  /// One consumer of the shared iteration.
  public struct AsyncIterator: AsyncIteratorProtocol {
    let consumer: SubjectConsumer<Element, Failure>
    let lease: Lease

    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await consumer.next()
    }

    public mutating func next() async throws(Failure) -> Element? { try await consumer.next() }
  }

  /// Keeps the shared iteration alive while a consumer's iterator exists.
  final class Lease: Sendable {
    let release: @Sendable () -> Void
    init(release: @escaping @Sendable () -> Void) { self.release = release }
    deinit { release() }
  }

  /// Begins a consumer, starting the shared iteration if it is the first.
  public func makeAsyncIterator() -> AsyncIterator {
    let (consumer, storage) = connection.withLock { slot in
      var current = slot ?? Connection(storage: SubjectStorage(policy: policy, current: nil))
      current.consumers += 1
      let consumer = SubjectConsumer(storage: current.storage)
      if current.pump == nil { current.pump = startPump(into: current.storage) }
      slot = current
      return (consumer, current.storage)
    }
    return AsyncIterator(consumer: consumer, lease: Lease { [self] in release(storage) })
  }

  private func startPump(into storage: SubjectStorage<Element, Failure>) -> Task<Void, Never> {
    let base = self.base
    return Task.inheritingExecutor { [self] in
      AsyncResources.increment()
      defer { AsyncResources.decrement() }
      var iterator = base.makeAsyncIterator()
      do throws(Failure) {
        while let element = try await iterator.next(isolation: nil) { storage.send(element) }
        storage.terminate(nil)
      } catch {
        storage.terminate(error)
      }
      // Consumers that begin after the end start a new iteration.
      connection.withLock { if $0?.storage === storage { $0 = nil } }
    }
  }

  private func release(_ storage: SubjectStorage<Element, Failure>) {
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
