// Exercise rx-port-refresh: port the producer-style pull-to-refresh to the Rx style.
// Port: Sources/ProducerExercises/Given/Refresh.swift, whose tests (Tests/ProducerExercisesTests/GivenRefreshTests.swift)
// hold the diagrams this exercise's tests keep (one frame is 10 ticks here).
// Read: Documentation/Concordance.md, Documentation/Operators/FlatMapLatest.md, Documentation/Operators/Retry.md,
// Documentation/Operators/CatchAndReturn.md
// Check: swift run exercises check rx-port-refresh
import RxStyle

/// A pull-to-refresh: each tap fetches (a new tap cancels the fetch still running); a failed
/// fetch is tried once more, and if it fails again the screen shows `"offline"`.
public func refresh(taps: Observable<Void>, fetch: Observable<String>) -> Observable<String> {
  // TODO: your code here, in place of the line below.
  return .empty()
}
