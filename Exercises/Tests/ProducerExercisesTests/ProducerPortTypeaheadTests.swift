import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerPortTypeaheadTests: XCTestCase {
  func test_typeahead_searchesSettledNewText_andShowsTheLatestResults() throws {
    let scheduler = TestScheduler()
    let text: Signal<String, Never> = try scheduler.createHotSignal(
      marbles: "-a-b----b--c-----|", values: ["a": "s", "b": "sw", "c": "swi"])
    let search: @Sendable (String) -> SignalProducer<String, Never> = { query in
      SignalProducer(value: "\(query)!").delay(2, on: scheduler)
    }
    let recorder = EventRecorder(typeahead(text, search: search, scheduler: scheduler), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-------x-------y-|", values: ["x": "sw!", "y": "swi!"])
  }
}
