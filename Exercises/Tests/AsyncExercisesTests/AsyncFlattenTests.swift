import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncFlattenTests: XCTestCase {
  func test_searchResults_showOnlyTheLatestQuerysResults() throws {
    let scheduler = AsyncTestScheduler()
    let queries = try scheduler.hot("-a--b------", ["a": "sw", "b": "swift"])
    let results = [
      "sw": try scheduler.cold("----x|", ["x": "sw results"]),
      "swift": try scheduler.cold("----y|", ["y": "swift results"]),
    ]
    let recorder = scheduler.start { searchResults(queries: queries) { results[$0]! } }
    XCTAssertMarbles(recorder.events, "--------y--", values: ["y": "swift results"])
  }

  func test_downloads_runAtMostTwoAtATime() throws {
    let scheduler = AsyncTestScheduler()
    let files = try scheduler.hot("-abc------", ["a": "a", "b": "b", "c": "c"])
    let chunk = try scheduler.cold("--x--|", ["x": "chunk"])
    let recorder = scheduler.start { downloads(files: files) { file in chunk.map { _ in file } } }
    // a and b start at once; c waits for a to finish at frame 6, and its chunk comes 2 frames later.
    XCTAssertMarbles(recorder.events, "---ab---c-", values: ["a": "a", "b": "b", "c": "c"])
  }
}
