extension MultiProducerSingleConsumerAsyncChannel.Source {
  /// When a ``MultiProducerSingleConsumerAsyncChannel``'s producers are told to wait and to go on.
  ///
  /// ```swift
  /// .watermark(low: 2, high: 4)  // wait once 4 are buffered, go on below 2
  /// ```
  public struct BackpressureStrategy: Sendable {
    let low: Int
    let high: Int
    let weigh: (@Sendable (borrowing Element) -> Int)?

    /// Counts buffered elements: a send that brings the count to `high` or above tells its
    /// producer to wait; waiting producers go on once the consumer has taken it below `low`, so
    /// `low` should be at least 1 (the count never drops below 0).
    ///
    /// ```swift
    /// .watermark(low: 5, high: 10)
    /// ```
    /// - Parameters:
    ///   - low: the count below which waiting producers go on.
    ///   - high: the count from which producers wait; at least `low`.
    /// - Returns: the strategy.
    public static func watermark(low: Int, high: Int) -> Self {
      Self(low: low, high: high, weigh: nil)
    }

    /// Like ``watermark(low:high:)``, with each element counting as much as
    /// `waterLevelForElement` says.
    ///
    /// The weight is computed once per element, when it is sent, outside the channel's lock.
    ///
    /// ```swift
    /// .watermark(low: 1 << 16, high: 1 << 20) { $0.count }  // bytes rather than chunks
    /// ```
    /// - Parameters:
    ///   - low: the level below which waiting producers go on.
    ///   - high: the level from which producers wait; at least `low`.
    ///   - waterLevelForElement: an element's weight; not negative.
    /// - Returns: the strategy.
    public static func watermark(
      low: Int,
      high: Int,
      waterLevelForElement: @escaping @Sendable (borrowing Element) -> Int
    ) -> Self {
      Self(low: low, high: high, weigh: waterLevelForElement)
    }
  }

  /// What a synchronous send says: produce more now, or wait.
  ///
  /// ```swift
  /// switch try source.send(element) {
  /// case .produceMore: produce()
  /// case .enqueueCallback(var handle): handle.enqueueCallback { _ in produce() }
  /// }
  /// ```
  public enum SendResult: ~Copyable, Sendable {
    /// How a producer told to wait learns when to go on: enqueue a callback, or cancel.
    ///
    /// Call ``enqueueCallback(onProduceMore:)`` once, and ``cancelCallback()`` at most once.
    ///
    /// ```swift
    /// handle.enqueueCallback { result in
    ///   if case .success = result { produce() }
    /// }
    /// ```
    public struct CallbackHandle: Sendable, Hashable {
      let token: UInt64
      let storage: MultiProducerChannelStorage<Element, Failure>

      /// Registers the callback to call once more elements should be produced: with success once
      /// the consumer has drained the buffer below the low watermark (at once if it already has),
      /// with the already-finished error when the channel ends first, with `CancellationError`
      /// after ``cancelCallback()``.
      ///
      /// ```swift
      /// handle.enqueueCallback { _ in produce() }
      /// ```
      /// - Parameter onProduceMore: called exactly once.
      public mutating func enqueueCallback(onProduceMore: sending @escaping (Result<Void, Error>) -> Void) {
        storage.enqueue(token: token, .callback(onProduceMore))
      }

      /// Cancels the callback: it is called with `CancellationError`, now if it is enqueued, else
      /// when it is.
      ///
      /// ```swift
      /// handle.cancelCallback()
      /// ```
      public mutating func cancelCallback() {
        storage.cancel(token: token)
      }

      /// Whether two handles stand for the same send.
      public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.token == rhs.token && lhs.storage === rhs.storage
      }

      /// Hashes the send this handle stands for.
      /// - Parameter hasher: the hasher to feed.
      public func hash(into hasher: inout Hasher) {
        hasher.combine(token)
      }
    }

    /// Produce more now.
    case produceMore

    /// Wait: enqueue a callback on the handle to learn when to go on.
    case enqueueCallback(CallbackHandle)
  }
}
