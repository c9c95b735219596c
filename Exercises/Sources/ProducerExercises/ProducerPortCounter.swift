// Exercise producer-port-counter: port the async-style tap counter to the producer style.
// Port: Sources/AsyncExercises/Given/Counter.swift, whose tests (Tests/AsyncExercisesTests/GivenCounterTests.swift)
// hold the diagrams this exercise's tests keep (one frame is a second here).
// Read: Documentation/Concordance.md, Documentation/Operators/Merge.md, Documentation/Operators/Scan.md,
// Documentation/Apps/TapCounter.md
// Check: swift run exercises check producer-port-counter
import ProducerStyle

/// A tap counter with a reset button: each tap adds one, each reset goes back to zero; the count
/// is sent after every tap and reset.
public func counter(taps: Signal<Void, Never>, resets: Signal<Void, Never>) -> Signal<Int, Never> {
  // TODO: your code here, in place of the line below.
  return .never
}
