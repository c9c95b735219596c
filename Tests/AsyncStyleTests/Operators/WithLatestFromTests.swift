import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class WithLatestFromTests: AsyncStyleTestCase {
  func test_withLatestFrom_samplesOtherAndDropsEarlyElements() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(210, ()), .next(300, ()), .next(400, ()), .completed(500)])
    let text = scheduler.createHotSequence([.next(250, "a"), .next(350, "ab"), .completed(360)])
    let recorder = scheduler.start { taps.withLatestFrom(text) }
    XCTAssertEqual(recorder.events, [.next(300, "a"), .next(400, "ab"), .completed(500)])
  }

  func test_withLatestFrom_resultSelectorCombinesBoth() {
    let scheduler = AsyncTestScheduler()
    let counts = scheduler.createHotSequence([.next(260, 1), .next(270, 2), .completed(300)])
    let prices = scheduler.createHotSequence([.next(250, 10)])
    let recorder = scheduler.start { counts.withLatestFrom(prices) { $0 * $1 } }
    XCTAssertEqual(recorder.events, [.next(260, 10), .next(270, 20), .completed(300)])
    XCTAssertEqual(prices.iterations, [Iteration(200, 300)])
  }

  func test_withLatestFrom_failureOfOtherIsThrown() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(300, 1)] as [AsyncRecorded<Int, TestError>])
    let other = scheduler.createHotSequence([.failure(250, TestError(code: 8))] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { taps.withLatestFrom(other) }
    XCTAssertEqual(recorder.events, [.failure(250, TestError(code: 8))])
  }
}
