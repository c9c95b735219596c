import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncTapCounterTestsTests: XCTestCase {
  func test_sink_tapsAt100_200_300_countOneTwoThree() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .next(300, ())])
    XCTAssertEqual(countsOfTaps(taps, scheduler: scheduler), [.next(100, 1), .next(200, 2), .next(300, 3)])
  }

  func test_sink_tapsThatEnd_endTheCount() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(50, ()), .next(400, ()), .completed(500)])
    XCTAssertEqual(countsOfTaps(taps, scheduler: scheduler), [.next(50, 1), .next(400, 2), .completed(500)])
  }

  func test_blockingFirst_threeTaps_countOneTwoThree() throws {
    XCTAssertEqual(try everyCount(ofTaps: 3), [1, 2, 3])
  }

  func test_blockingFirst_noTaps_countNothing() throws {
    XCTAssertEqual(try everyCount(ofTaps: 0), [])
  }

  func test_injectedClock_tapsEnd_countEndsAfterTheLastTap() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .completed(250)])
    let (counts, iterations) = countsBetween(subscribed: 50, cancelled: 1000, taps: taps, scheduler: scheduler)
    XCTAssertEqual(counts, [.next(100, 1), .next(200, 2), .completed(250)])
    XCTAssertEqual(iterations, [Iteration(50, 250)])
  }

  func test_injectedClock_lateAndShort_countsOnlyWhatItSaw() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .next(300, ())])
    let (counts, iterations) = countsBetween(subscribed: 150, cancelled: 250, taps: taps, scheduler: scheduler)
    XCTAssertEqual(counts, [.next(200, 1)])
    XCTAssertEqual(iterations, [Iteration(150, 250)])
  }
}
