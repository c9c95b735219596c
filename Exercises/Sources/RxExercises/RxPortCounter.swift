// Exercise rx-port-counter: port the async-style tap counter to the Rx style.
// Port: Sources/AsyncExercises/Given/Counter.swift, whose tests (Tests/AsyncExercisesTests/GivenCounterTests.swift)
// hold the diagrams this exercise's tests keep (one frame is 10 ticks here).
// Read: Documentation/Concordance.md, Documentation/Operators/Merge.md, Documentation/Operators/Scan.md,
// Documentation/Apps/TapCounter.md
// Check: swift run exercises check rx-port-counter
import RxStyle

/// A tap counter with a reset button: each tap adds one, each reset goes back to zero; the count
/// is emitted after every tap and reset.
public func counter(taps: Observable<Void>, resets: Observable<Void>) -> Observable<Int> {
  // TODO: your code here, in place of the line below.
  return .empty()
}
