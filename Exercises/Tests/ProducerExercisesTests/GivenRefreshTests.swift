import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

// The given code's tests (they pass as shipped): the ports keep these diagrams.
final class GivenRefreshTests: XCTestCase {
  func test_eachTapFetches() throws {
    let scheduler = TestScheduler()
    let taps: Signal<Void, Never> = try scheduler.createHotSignal(marbles: "-t----t---|", values: ["t": ()])
    let fetch: SignalProducer<String, FetchFailed> = try scheduler.createColdProducer(
      marbles: "--d|", values: ["d": "data"], error: FetchFailed())
    let recorder = EventRecorder(refresh(taps: taps, fetch: fetch), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "---d----d-|", values: ["d": "data"])
  }

  func test_aFetchThatFailsTwice_showsOffline() throws {
    let scheduler = TestScheduler()
    let taps: Signal<Void, Never> = try scheduler.createHotSignal(marbles: "-t----t---|", values: ["t": ()])
    let fetch: SignalProducer<String, FetchFailed> = try scheduler.createColdProducer(
      marbles: "-#", values: [:], error: FetchFailed())
    let recorder = EventRecorder(refresh(taps: taps, fetch: fetch), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "---o----o-|", values: ["o": "offline"])
  }
}
