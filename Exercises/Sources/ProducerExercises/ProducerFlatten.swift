// Exercise producer-flatten: flatMap(.latest) for a search field, flatMap(.concurrent) for downloads.
// Read: Documentation/Operators/FlatMapLatest.md, Documentation/Operators/FlatMap.md
// Check: swift run exercises check producer-flatten
import ProducerStyle

/// The results of a search field: each query starts a search, and a newer query interrupts the
/// search still running, so only the latest query's results show.
public func searchResults(
  queries: Signal<String, Never>, search: @escaping @Sendable (String) -> SignalProducer<String, Never>
) -> Signal<String, Never> {
  // TODO: your code here, in place of the line below.
  return .never
}

/// Downloads every file, at most two at a time: a third file waits until one of the two
/// running downloads completes. Every download's chunks are sent.
public func downloads(
  files: Signal<String, Never>, download: @escaping @Sendable (String) -> SignalProducer<String, Never>
) -> Signal<String, Never> {
  // TODO: your code here, in place of the line below.
  return .never
}
