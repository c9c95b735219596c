/// How many elements a subject keeps for a consumer that has not asked for them yet.
///
/// A subject never makes `send` wait, so each consumer has a buffer of its own for the elements
/// sent while it was busy. The default is unbounded: nothing is lost, and a consumer that keeps up
/// never buffers anything.
public enum AsyncBufferingPolicy: Sendable, Equatable {
  /// Keeps every element until the consumer takes it.
  case unbounded
  /// Keeps at most the given number of elements, dropping the oldest to make room.
  case bufferingNewest(Int)
  /// Keeps at most the given number of elements, dropping new ones while the buffer is full.
  case bufferingOldest(Int)
}
