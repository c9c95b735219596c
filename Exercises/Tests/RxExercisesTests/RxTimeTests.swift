import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxTimeTests: XCTestCase {
  func test_settledText_waitsForTwentyTicksOfQuiet() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let text = try scheduler.createHotObservable(marbles: "-a-b----c---", values: ["a": "s", "b": "sw", "c": "swi"])
    let observer = scheduler.start { settledText(text.asObservable(), scheduler: scheduler) }
    XCTAssertMarbles(observer.events, "-----b----c-", values: ["b": "sw", "c": "swi"])
  }

  func test_countedLikes_letTheFirstTapOfEachWindowThrough() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = try scheduler.createHotObservable(
      marbles: "-ab-c-d-e-", values: ["a": "a", "b": "b", "c": "c", "d": "d", "e": "e"])
    let observer = scheduler.start { countedLikes(taps.asObservable(), scheduler: scheduler) }
    XCTAssertMarbles(observer.events, "-a--c---e-", values: ["a": "a", "c": "c", "e": "e"])
  }

  func test_impatient_failsAfterThirtyTicksOfSilence() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let reply = try scheduler.createColdObservable(marbles: "-a------b|", values: ["a": "a", "b": "b"])
    let observer = scheduler.start { impatient(reply.asObservable(), scheduler: scheduler) }
    XCTAssertEqual(observer.events.first, .next(210, "a"))
    XCTAssertEqual(observer.events.count, 2)
    XCTAssertEqual(observer.events.last?.time, 240)
    XCTAssertNotNil(observer.events.last?.value.error, "the timeout should fail the sequence at 240")
  }
}
