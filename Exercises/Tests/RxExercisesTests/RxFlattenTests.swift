import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxFlattenTests: XCTestCase {
  func test_searchResults_showOnlyTheLatestQuerysResults() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let queries = try scheduler.createHotObservable(marbles: "-a--b------", values: ["a": "sw", "b": "swift"])
    let results = [
      "sw": try scheduler.createColdObservable(marbles: "----x|", values: ["x": "sw results"]),
      "swift": try scheduler.createColdObservable(marbles: "----y|", values: ["y": "swift results"]),
    ]
    let observer = scheduler.start {
      searchResults(queries: queries.asObservable()) { results[$0]!.asObservable() }
    }
    XCTAssertMarbles(observer.events, "--------y--", values: ["y": "swift results"])
  }

  func test_downloads_runAtMostTwoAtATime() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let files = try scheduler.createHotObservable(marbles: "-abc------", values: ["a": "a", "b": "b", "c": "c"])
    let chunk = try scheduler.createColdObservable(marbles: "--x--|", values: ["x": "chunk"])
    let observer = scheduler.start {
      downloads(files: files.asObservable()) { file in chunk.asObservable().map { _ in file } }
    }
    // a and b start at once; c waits for a to complete at frame 6, and its chunk comes 2 frames later.
    XCTAssertMarbles(observer.events, "---ab---c-", values: ["a": "a", "b": "b", "c": "c"])
  }
}
