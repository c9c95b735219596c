import RxExercises
import RxStyle
import RxStyleTest
import XCTest

// The given code's tests (they pass as shipped): the ports keep these diagrams.
final class GivenTypeaheadTests: XCTestCase {
  func test_typeahead_searchesSettledNewText_andShowsTheLatestResults() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let text = try scheduler.createHotObservable(
      marbles: "-a-b----b--c-----|", values: ["a": "s", "b": "sw", "c": "swi"])
    let observer = scheduler.start {
      typeahead(
        text.asObservable(), search: { query in .just("\(query)!").delay(.seconds(20), scheduler: scheduler) },
        scheduler: scheduler)
    }
    XCTAssertMarbles(observer.events, "-------x-------y-|", values: ["x": "sw!", "y": "swi!"])
  }
}
