// Exercise async-port-typeahead: port the Rx-style typeahead to the async style.
// Port: Sources/RxExercises/Given/Typeahead.swift, whose tests (Tests/RxExercisesTests/GivenTypeaheadTests.swift)
// hold the diagrams this exercise's tests keep (one frame is 10 ms here).
// Read: Documentation/Concordance.md, Documentation/Operators/Debounce.md, Documentation/Operators/DistinctUntilChanged.md,
// Documentation/Operators/FlatMapLatest.md
// Check: swift run exercises check async-port-typeahead
import AsyncStyle

/// A search field's results: the text once it has settled for 20 milliseconds, skipped when it is
/// the same as the last text searched, each search cancelling the previous one.
public func typeahead<Results: AsyncSequence<String, Never> & Sendable>(
  _ text: some AsyncSequence<String, Never> & Sendable, search: @escaping @Sendable (String) -> Results,
  clock: some Clock<Duration>
) -> some AsyncSequence<String, Never> & Sendable {
  // TODO: your code here, in place of the line below.
  return [String]().async
}
