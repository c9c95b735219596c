import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncTimeTests: XCTestCase {
  func test_settledText_waitsForTwentyMillisecondsOfQuiet() throws {
    let scheduler = AsyncTestScheduler()
    let text = try scheduler.hot("-a-b----c---", ["a": "s", "b": "sw", "c": "swi"])
    let recorder = scheduler.start { settledText(text, clock: scheduler.clock) }
    XCTAssertMarbles(recorder.events, "-----b----c-", values: ["b": "sw", "c": "swi"])
  }

  func test_countedLikes_keepTheEarliestTapOfEachWindow() throws {
    let scheduler = AsyncTestScheduler()
    let taps = try scheduler.hot("-ab-c-d-e-", ["a": "a", "b": "b", "c": "c", "d": "d", "e": "e"])
    let recorder = scheduler.start { countedLikes(taps, clock: scheduler.clock) }
    XCTAssertMarbles(recorder.events, "-a--b---d-", values: ["a": "a", "b": "b", "d": "d"])
  }

  func test_impatient_failsAfterThirtyMillisecondsOfSilence() throws {
    let scheduler = AsyncTestScheduler()
    let reply = try scheduler.cold("-a------b|", ["a": "a", "b": "b"])
    let recorder = scheduler.start { impatient(reply, clock: scheduler.clock) }
    XCTAssertEqual(recorder.events.first?.element, "a")
    XCTAssertEqual(recorder.events.first?.time, 210)
    XCTAssertEqual(recorder.events.count, 2)
    XCTAssertEqual(recorder.events.last?.time, 240)
    guard case .timedOut = recorder.events.last?.error else {
      return XCTFail("the sequence should fail with timedOut at 240, got \(recorder.events)")
    }
  }
}
