// Exercise async-first-steps: make an async sequence from values you already have.
// Read: Documentation/Operators/Sequence.md and Documentation/AsyncStyle.md
// Check: swift run exercises check async-first-steps
import AsyncStyle

/// Counts down from `start` to 1, every value at once when iterated, then finishes.
///
/// Iterating `countdown(from: 3)` gives 3, 2, 1 and ends, without waiting.
public func countdown(from start: Int) -> some AsyncSequence<Int, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [Int]().async)
  return Array(stride(from: start, through: 1, by: -1)).async
  // EXERCISE END
}
