// Exercise producer-port-typeahead: port the Rx-style typeahead to the producer style.
// Port: Sources/RxExercises/Given/Typeahead.swift, whose tests (Tests/RxExercisesTests/GivenTypeaheadTests.swift)
// hold the diagrams this exercise's tests keep (one frame is a second here).
// Read: Documentation/Concordance.md, Documentation/Operators/Debounce.md, Documentation/Operators/DistinctUntilChanged.md,
// Documentation/Operators/FlatMapLatest.md
// Check: swift run exercises check producer-port-typeahead
import ProducerStyle

/// A search field's results: the text once it has settled for 2 seconds, skipped when it is the
/// same as the last text searched, each search interrupting the previous one.
public func typeahead(
  _ text: Signal<String, Never>, search: @escaping @Sendable (String) -> SignalProducer<String, Never>,
  scheduler: any DateScheduler
) -> Signal<String, Never> {
  // EXERCISE BEGIN (stub: return .never)
  return text.debounce(2, on: scheduler)
    .skipRepeats()
    .flatMap(.latest, search)
  // EXERCISE END
}
