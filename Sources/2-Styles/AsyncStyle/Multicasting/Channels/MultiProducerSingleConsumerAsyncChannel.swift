/// The error a ``MultiProducerSingleConsumerAsyncChannel/Source`` send throws, or passes to its
/// callback, once the channel has finished: a source called `finish`, the last source was
/// dropped, or the consumer went away.
///
/// ```swift
/// do { try await source.send(1) } catch is MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError {
///   // nobody will read this element: stop producing
/// }
/// ```
public struct MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError: Error {}

/// A buffered channel from any number of producers to one consumer, with watermark back-pressure.
///
/// ``makeChannel(of:throwing:backpressureStrategy:)`` returns the channel, which the consumer
/// owns, and a ``Source``, which a producer owns; ``Source/makeAdditionalSource()`` makes one per
/// further producer. Both are non-copyable: exactly one owner at a time.
///
/// Sends buffer their elements. Once the buffer's water level (its element count, or a weight of
/// your own) reaches the high watermark, a send tells its producer to wait: the `async` sends
/// suspend, the others return ``Source/SendResult/enqueueCallback(_:)``. Waiting producers go on
/// once the consumer has drained the level below the low watermark.
///
/// The channel ends when a source calls ``Source/finish(throwing:)`` or the last source is
/// dropped: the consumer gets the buffered elements, then `nil` or the failure. It also ends when
/// the consumer goes away — the channel, its ``elements()`` sequence or that sequence's iterator
/// dropped, or the task waiting in ``next(isolation:)`` cancelled: buffered elements are dropped,
/// waiting and later sends fail with ``MultiProducerSingleConsumerAsyncChannelAlreadyFinishedError``,
/// and the sources' termination callbacks run.
///
/// ```swift
/// var channelAndSource = MultiProducerSingleConsumerAsyncChannel.makeChannel(
///   of: Int.self, backpressureStrategy: .watermark(low: 2, high: 4))
/// var channel = channelAndSource.takeChannel()
/// var source = consume channelAndSource.source
/// Task {
///   for i in 1...10 { try await source.send(i) }  // waits while 4 are buffered
///   source.finish()
/// }
/// while let i = await channel.next() { print(i) }  // 1 ... 10
/// ```
public struct MultiProducerSingleConsumerAsyncChannel<Element, Failure: Error>: ~Copyable {
  let storage: MultiProducerChannelStorage<Element, Failure>

  /// The channel and its first source, as ``makeChannel(of:throwing:backpressureStrategy:)``
  /// returns them: take the channel with ``takeChannel()`` and consume the ``source``.
  ///
  /// ```swift
  /// var channelAndSource = MultiProducerSingleConsumerAsyncChannel.makeChannel(
  ///   of: Int.self, backpressureStrategy: .watermark(low: 5, high: 10))
  /// var channel = channelAndSource.takeChannel()
  /// var source = consume channelAndSource.source
  /// ```
  @frozen
  public struct ChannelAndStream: ~Copyable {
    @usableFromInline var channel: MultiProducerSingleConsumerAsyncChannel?

    /// The first source, for a producer.
    public var source: Source

    init(channel: consuming sending MultiProducerSingleConsumerAsyncChannel, source: consuming Source) {
      self.channel = .some(channel)
      self.source = source
    }

    /// Moves the channel out, for the consumer.
    ///
    /// - Important: calling it a second time stops the program: the channel has one owner.
    @inlinable
    public mutating func takeChannel() -> sending MultiProducerSingleConsumerAsyncChannel {
      // Safety: the channel is moved out of this value, which then holds nothing that refers to it.
      nonisolated(unsafe) let taken = channel.take()!
      return taken
    }
  }

  /// Makes a channel and its first source, for a channel that may finish with a failure.
  ///
  /// ```swift
  /// var channelAndSource = MultiProducerSingleConsumerAsyncChannel.makeChannel(
  ///   of: Data.self, throwing: (any Error).self,
  ///   backpressureStrategy: .watermark(low: 1 << 16, high: 1 << 20) { $0.count })
  /// ```
  ///
  /// Without `throwing:`, the overload for `Never` is chosen: `failureType` has no default here,
  /// since a default that fixes a generic parameter which `backpressureStrategy` also mentions is
  /// not allowed from Swift 7 on.
  /// - Parameters:
  ///   - elementType: the type of the elements.
  ///   - failureType: the type of the failure a source may finish with.
  ///   - backpressureStrategy: when producers are told to wait and to go on.
  /// - Returns: the channel, for the consumer, and a source, for a producer.
  public static func makeChannel(
    of elementType: Element.Type = Element.self,
    throwing failureType: Failure.Type,
    backpressureStrategy: Source.BackpressureStrategy
  ) -> sending ChannelAndStream {
    let storage = MultiProducerChannelStorage<Element, Failure>(
      low: backpressureStrategy.low, high: backpressureStrategy.high, weigh: backpressureStrategy.weigh)
    return ChannelAndStream(channel: Self(storage: storage), source: Source(storage: storage))
  }

  deinit {
    storage.dropChannel()
  }

  /// The next element, waiting for one while the buffer is empty.
  ///
  /// Returns `nil` once the channel has ended and its buffer is drained, or throws the failure a
  /// source finished with (once; `nil` after it). Cancelling the waiting task ends the channel:
  /// this call returns `nil` and the producers learn that nobody consumes any more.
  ///
  /// ```swift
  /// while let element = try await channel.next() { handle(element) }
  /// ```
  /// - Parameter isolation: the caller's actor, on which the call runs.
  /// - Returns: the next element, or `nil` at the end.
  public mutating func next(isolation: isolated (any Actor)? = #isolation) async throws(Failure) -> Element? {
    try await storage.next().get()
  }
}

extension MultiProducerSingleConsumerAsyncChannel where Failure == Never {
  /// Makes a channel that never fails, and its first source.
  ///
  /// ```swift
  /// var channelAndSource = MultiProducerSingleConsumerAsyncChannel.makeChannel(
  ///   of: Int.self, backpressureStrategy: .watermark(low: 5, high: 10))
  /// ```
  /// - Parameters:
  ///   - elementType: the type of the elements.
  ///   - backpressureStrategy: when producers are told to wait and to go on.
  /// - Returns: the channel, for the consumer, and a source, for a producer.
  public static func makeChannel(
    of elementType: Element.Type = Element.self,
    backpressureStrategy: Source.BackpressureStrategy
  ) -> sending ChannelAndStream {
    makeChannel(of: elementType, throwing: Never.self, backpressureStrategy: backpressureStrategy)
  }
}

extension MultiProducerSingleConsumerAsyncChannel {
  /// The channel as an `AsyncSequence`, for `for await` and the sequence operators.
  ///
  /// The sequence makes one iterator; a second stops the program. Dropping the sequence before
  /// iterating, or the iterator, ends the channel as dropping the channel does.
  ///
  /// ```swift
  /// for await element in channel.elements() { print(element) }
  /// ```
  /// - Returns: a sequence of the channel's elements.
  public consuming func elements() -> some (AsyncSequence<Element, Failure> & Sendable) {
    MultiProducerChannelElements(storage: storage)
  }
}

/// The sequence ``MultiProducerSingleConsumerAsyncChannel/elements()`` returns.
struct MultiProducerChannelElements<Element, Failure: Error>: AsyncSequence, Sendable {
  /// Tells the storage when the last copy of the sequence, or of an iterator, is gone: the
  /// consumer's end once nothing can read the channel any more.
  final class Handle: Sendable {
    enum Holder { case sequence, iterator }

    let storage: MultiProducerChannelStorage<Element, Failure>
    let holder: Holder

    init(storage: MultiProducerChannelStorage<Element, Failure>, holder: Holder) {
      self.storage = storage
      self.holder = holder
      switch holder {
      case .sequence: storage.makeSequence()
      case .iterator: storage.makeIterator()
      }
    }

    deinit {
      switch holder {
      case .sequence: storage.dropSequence()
      case .iterator: storage.dropIterator()
      }
    }
  }

  let handle: Handle

  init(storage: MultiProducerChannelStorage<Element, Failure>) {
    handle = Handle(storage: storage, holder: .sequence)
  }

  func makeAsyncIterator() -> Iterator { Iterator(handle: Handle(storage: handle.storage, holder: .iterator)) }

  struct Iterator: AsyncIteratorProtocol {
    let handle: Handle

    mutating func next(isolation actor: isolated (any Actor)?) async throws(Failure) -> Element? {
      try await handle.storage.next().get()
    }

    mutating func next() async throws(Failure) -> Element? { try await next(isolation: nil) }
  }
}
