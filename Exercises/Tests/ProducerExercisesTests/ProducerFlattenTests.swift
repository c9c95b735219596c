import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerFlattenTests: XCTestCase {
  func test_searchResults_showOnlyTheLatestQuerysResults() throws {
    let scheduler = TestScheduler()
    let queries: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-a--b------|", values: ["a": "sw", "b": "swift"])
    let results: [String: SignalProducer<String, Never>] = [
      "sw": try scheduler.createColdProducer(marbles: "----x|", values: ["x": "sw results"]),
      "swift": try scheduler.createColdProducer(marbles: "----y|", values: ["y": "swift results"]),
    ]
    let recorder = EventRecorder(searchResults(queries: queries) { results[$0]! }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.values, ["swift results"])
    XCTAssertEqual(recorder.recorded.first?.time, 8)
  }

  func test_downloads_runAtMostTwoAtATime() throws {
    let scheduler = TestScheduler()
    let files: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-abc------|", values: ["a": "a", "b": "b", "c": "c"])
    let chunk: SignalProducer<String, Never> = try scheduler.createColdProducer(
      marbles: "--x--|", values: ["x": "chunk"])
    let recorder = EventRecorder(downloads(files: files) { file in chunk.map { _ in file } }, clock: scheduler)
    scheduler.run()
    // a and b start at once; c waits for a to complete at frame 6, and its chunk comes 2 frames later.
    XCTAssertEqual(recorder.values, ["a", "b", "c"])
    XCTAssertEqual(recorder.recorded.map(\.time), [3, 4, 8, 11])
  }
}
