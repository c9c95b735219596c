import AsyncStyle
import AsyncStyleTest
import XCTest

final class DelayTests: AsyncStyleTestCase {
  func test_delay_holdsEachElementAfterItWasPulled() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(400, 2), .completed(450)])
    let recorder = scheduler.start { source.delay(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(310, 1), .next(500, 2), .completed(500)])
  }

  func test_delay_elementsArrivingDuringSleepWaitTheirTurn() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(250, 2), .completed(300)])
    let recorder = scheduler.start { source.delay(for: .milliseconds(100), clock: scheduler.clock) }
    XCTAssertEqual(recorder.events, [.next(310, 1), .next(410, 2), .completed(410)])
  }

  func test_delay_cancellationMidSleepEmitsNothing() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1)])
    let recorder = scheduler.start(cancelled: 250) { source.delay(for: .milliseconds(100), clock: scheduler.clock) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }
}
