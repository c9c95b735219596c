// Exercise async-flatten: flatMapLatest for a search field, flatMapMerge with a limit for downloads.
// Read: Documentation/Operators/FlatMapLatest.md, Documentation/Operators/FlatMap.md
// Check: swift run exercises check async-flatten
import AsyncStyle

/// The results of a search field: each query starts a search, and a newer query cancels the
/// search still running, so only the latest query's results show.
public func searchResults<Search: AsyncSequence<String, Never> & Sendable>(
  queries: some AsyncSequence<String, Never> & Sendable, search: @escaping @Sendable (String) -> Search
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [String]().async)
  return queries.flatMapLatest(search)
  // EXERCISE END
}

/// Downloads every file, at most two at a time: a third file waits until one of the two
/// running downloads finishes. Every download's chunks are given.
public func downloads<Download: AsyncSequence<String, Never> & Sendable>(
  files: some AsyncSequence<String, Never> & Sendable, download: @escaping @Sendable (String) -> Download
) -> some AsyncSequence<String, Never> & Sendable {
  // EXERCISE BEGIN (stub: return [String]().async)
  return files.flatMapMerge(maxConcurrent: 2, download)
  // EXERCISE END
}
