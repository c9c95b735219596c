/// How an operator that buffers between a producing task and its consumer treats a full buffer:
/// make the producer wait (back-pressure), or drop elements.
///
/// The policy of `buffer(policy:)` and `share(bufferingPolicy:)`, with the names swift-async-algorithms
/// uses. Unlike ``AsyncBufferingPolicy`` (a subject's, whose `send` never waits) it can make the
/// upstream wait.
///
/// ```swift
/// let smoothed = readings.buffer(policy: .bounded(16))
/// let latest = readings.buffer(policy: .bufferingLatest(1))
/// ```
public struct AsyncBufferSequencePolicy: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case bounded(Int)
    case unbounded
    case bufferingLatest(Int)
    case bufferingOldest(Int)
  }

  let kind: Kind

  /// Buffers up to `limit` elements, then stops pulling from the upstream until the consumer has
  /// taken one (back-pressure). Nothing is dropped.
  ///
  /// `.bounded(0)` buffers nothing: the upstream is pulled only when every consumer is waiting for
  /// an element, which goes straight to them, as in swift-async-algorithms.
  /// - Parameter limit: the most elements kept; it must not be negative.
  /// - Returns: the policy.
  public static func bounded(_ limit: Int) -> AsyncBufferSequencePolicy {
    precondition(limit >= 0, "AsyncBufferSequencePolicy.bounded requires a non-negative limit")
    return AsyncBufferSequencePolicy(kind: .bounded(limit))
  }

  /// Buffers every element until the consumer takes it; the upstream never waits.
  public static var unbounded: AsyncBufferSequencePolicy { AsyncBufferSequencePolicy(kind: .unbounded) }

  /// Keeps the newest `limit` elements, dropping the oldest to make room; the upstream never waits.
  /// - Parameter limit: the most elements kept; `0` keeps none.
  /// - Returns: the policy.
  public static func bufferingLatest(_ limit: Int) -> AsyncBufferSequencePolicy {
    precondition(limit >= 0, "AsyncBufferSequencePolicy.bufferingLatest requires a non-negative limit")
    return AsyncBufferSequencePolicy(kind: .bufferingLatest(limit))
  }

  /// Keeps the oldest `limit` elements, dropping new ones while the buffer is full; the upstream
  /// never waits.
  /// - Parameter limit: the most elements kept; `0` keeps none.
  /// - Returns: the policy.
  public static func bufferingOldest(_ limit: Int) -> AsyncBufferSequencePolicy {
    precondition(limit >= 0, "AsyncBufferSequencePolicy.bufferingOldest requires a non-negative limit")
    return AsyncBufferSequencePolicy(kind: .bufferingOldest(limit))
  }

  /// The limit at which the upstream waits, or `nil` when it never waits.
  var backPressureLimit: Int? {
    if case .bounded(let limit) = kind { return limit }
    return nil
  }

  /// Whether the upstream is pulled only on demand (`.bounded(0)`).
  var pullsOnDemand: Bool { kind == .bounded(0) }
}
