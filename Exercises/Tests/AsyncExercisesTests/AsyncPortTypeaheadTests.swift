import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncPortTypeaheadTests: XCTestCase {
  func test_typeahead_searchesSettledNewText_andShowsTheLatestResults() throws {
    let scheduler = AsyncTestScheduler()
    let text = try scheduler.hot("-a-b----b--c-----|", ["a": "s", "b": "sw", "c": "swi"])
    let answers = [
      "sw": try scheduler.cold("--x|", ["x": "sw!"]),
      "swi": try scheduler.cold("--x|", ["x": "swi!"]),
    ]
    let recorder = scheduler.start {
      typeahead(text, search: { answers[$0] ?? scheduler.createColdSequence([.completed(0)]) }, clock: scheduler.clock)
    }
    XCTAssertMarbles(recorder.events, "-------x-------y-|", values: ["x": "sw!", "y": "swi!"])
  }
}
