/// When a consumer started iterating a ``TestAsyncSequence`` and when it stopped, in ticks — the
/// async counterpart of a Rx-style subscription.
///
/// An iteration starts when `makeAsyncIterator()` is called and ends when the consumer receives
/// the end of the sequence (`nil` or a thrown error), when its task is cancelled while waiting,
/// or when it drops the iterator.
///
/// ```swift
/// XCTAssertEqual(source.iterations, [Iteration(200, 400)])
/// ```
public struct Iteration: Hashable, Sendable, CustomDebugStringConvertible {
  /// When iteration started.
  public let start: Int
  /// When iteration ended, or `Int.max` while it goes on.
  public let end: Int

  /// An iteration that has not ended.
  public init(_ start: Int) {
    self.init(start, .max)
  }

  /// An iteration from `start` to `end`.
  public init(_ start: Int, _ end: Int) {
    self.start = start
    self.end = end
  }

  /// `(start : end)`, with `Infinity` for an iteration that goes on.
  public var debugDescription: String {
    "(\(start) : \(end == .max ? "Infinity" : String(end)))"
  }
}
