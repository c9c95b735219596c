// Exercise producer-first-steps: make a producer from values you already have.
// Read: Documentation/Operators/Sequence.md and Documentation/ProducerStyle.md
// Check: swift run exercises check producer-first-steps
import ProducerStyle

/// Counts down from `start` to 1, every value at once when started, then completes.
///
/// `countdown(from: 3)` sends 3, 2, 1 and completes, all at the moment it is started.
public func countdown(from start: Int) -> SignalProducer<Int, Never> {
  // EXERCISE BEGIN (stub: return .empty)
  return SignalProducer(stride(from: start, through: 1, by: -1))
  // EXERCISE END
}
