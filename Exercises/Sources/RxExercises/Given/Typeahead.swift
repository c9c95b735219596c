// Given: the code that exercises producer-port-typeahead and async-port-typeahead port to their
// styles; its tests are Tests/RxExercisesTests/GivenTypeaheadTests.swift.
import RxStyle

/// A search field's results: the text once it has settled for 20 ticks, skipped when it is the
/// same as the last text searched, each search cancelling the previous one.
public func typeahead(
  _ text: Observable<String>, search: @escaping @Sendable (String) -> Observable<String>, scheduler: some SchedulerType
) -> Observable<String> {
  text.debounce(.seconds(20), scheduler: scheduler)
    .distinctUntilChanged()
    .flatMapLatest(search)
}
