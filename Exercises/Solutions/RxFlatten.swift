// Exercise rx-flatten: flatMapLatest for a search field, flatMap with a limit for downloads.
// Read: Documentation/Operators/FlatMapLatest.md, Documentation/Operators/FlatMap.md
// Check: swift run exercises check rx-flatten
import RxStyle

/// The results of a search field: each query starts a search, and a newer query cancels the
/// search still running, so only the latest query's results show.
public func searchResults(
  queries: Observable<String>, search: @escaping @Sendable (String) -> Observable<String>
) -> Observable<String> {
  // EXERCISE BEGIN (stub: return .empty())
  return queries.flatMapLatest(search)
  // EXERCISE END
}

/// Downloads every file, at most two at a time: a third file waits until one of the two
/// running downloads completes. Every download's chunks are emitted.
public func downloads(
  files: Observable<String>, download: @escaping @Sendable (String) -> Observable<String>
) -> Observable<String> {
  // EXERCISE BEGIN (stub: return .empty())
  return files.map(download).merge(maxConcurrent: 2)
  // EXERCISE END
}
