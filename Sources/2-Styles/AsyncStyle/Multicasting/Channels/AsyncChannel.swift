/// A channel for sending elements from one task to another with back-pressure: `send` suspends
/// until a consumer has taken the element.
///
/// Nothing is buffered: each element moves at the moment a sender meets a consumer, so a fast
/// producer is slowed to the consumer's pace. Several senders and several consumers may use one
/// channel; waiting senders and consumers are served first-in first-out, and each element goes to
/// exactly one consumer. `finish()` ends the channel: waiting and later consumers get `nil`,
/// waiting and later sends return without delivering.
///
/// Sends are cancellation-aware: when the sending task is cancelled while it waits, `send`
/// returns at once and the element is dropped, so a producer never hangs on a consumer that went
/// away. A consumer whose task is cancelled while it waits gets `nil`.
///
/// ```swift
/// let channel = AsyncChannel<Int>()
/// Task { for i in 1...3 { await channel.send(i) }; channel.finish() }
/// for await i in channel { print(i) }  // 1, 2, 3
/// ```
public final class AsyncChannel<Element: Sendable>: AsyncSequence, Sendable {
  /// The type of the elements sent through the channel.
  public typealias Element = Element
  public typealias Failure = Never
  @usableFromInline let storage = ChannelStorage<Element, Never>()

  /// Creates an empty channel.
  public init() {}

  /// Sends `element` and suspends until a consumer has taken it, the channel has finished, or the
  /// sending task is cancelled.
  /// - Parameter element: the element to deliver to one consumer.
  @inlinable
  public func send(_ element: Element) async {
    _ = await storage.send(element)
  }

  /// Ends the channel; consumers get `nil` once they reach the end.
  public func finish() {
    storage.terminate()
  }

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Iterates the channel; every iterator competes for the same elements.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline let storage: ChannelStorage<Element, Never>

    @inlinable init(storage: ChannelStorage<Element, Never>) {
      self.storage = storage
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      switch await storage.receive() {
      case .success(let element): return element
      }
    }

    @inlinable
    public mutating func next() async -> Element? { await next(isolation: nil) }
  }

  /// Creates an iterator that takes elements from the channel.
  @inlinable
  public func makeAsyncIterator() -> Iterator { Iterator(storage: storage) }
}

@available(*, unavailable)
extension AsyncChannel.Iterator: Sendable {}

/// A channel like ``AsyncChannel`` that can also end with a typed failure.
///
/// The failure reaches the first consumer that arrives at the end; consumers after it get `nil`.
///
/// ```swift
/// let channel = AsyncThrowingChannel<Int, MyError>()
/// Task { await channel.send(1); channel.fail(.broken) }
/// for try await i in channel { print(i) }  // 1, then throws MyError.broken
/// ```
public final class AsyncThrowingChannel<Element: Sendable, Failure: Error>: AsyncSequence, Sendable {
  /// The type of the elements sent through the channel.
  public typealias Element = Element
  @usableFromInline let storage = ChannelStorage<Element, Failure>()

  /// Creates an empty channel.
  public init() {}

  /// Sends `element` and suspends until a consumer has taken it, the channel has ended, or the
  /// sending task is cancelled.
  /// - Parameter element: the element to deliver to one consumer.
  @inlinable
  public func send(_ element: Element) async {
    _ = await storage.send(element)
  }

  /// Ends the channel normally.
  public func finish() {
    storage.terminate()
  }

  /// Ends the channel with `error`, which the next consumer to reach the end throws.
  /// - Parameter error: the failure to deliver.
  public func fail(_ error: Failure) {
    storage.terminate(failure: error)
  }

  /// The iterator, under the name `AsyncSequence` gives it.
  public typealias AsyncIterator = Iterator

  /// Iterates the channel; every iterator competes for the same elements.
  public struct Iterator: AsyncIteratorProtocol {
    @usableFromInline let storage: ChannelStorage<Element, Failure>

    @inlinable init(storage: ChannelStorage<Element, Failure>) {
      self.storage = storage
    }

    @inlinable
    public mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await storage.receive().get()
    }

    @inlinable
    public mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }

  /// Creates an iterator that takes elements from the channel.
  @inlinable
  public func makeAsyncIterator() -> Iterator { Iterator(storage: storage) }
}

@available(*, unavailable)
extension AsyncThrowingChannel.Iterator: Sendable {}
