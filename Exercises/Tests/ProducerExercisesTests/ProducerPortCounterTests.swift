import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerPortCounterTests: XCTestCase {
  func test_tapsCount_andAResetGoesBackToZero() throws {
    let scheduler = TestScheduler()
    let taps: Signal<Void, Never> = try scheduler.createHotSignal(marbles: "-t-t--t---|", values: ["t": ()])
    let resets: Signal<Void, Never> = try scheduler.createHotSignal(marbles: "----r-----|", values: ["r": ()])
    let recorder = EventRecorder(counter(taps: taps, resets: resets), clock: scheduler)
    scheduler.run()
    XCTAssertMarbles(recorder.recorded, "-a-bz-a---|", values: ["a": 1, "b": 2, "z": 0])
  }
}
