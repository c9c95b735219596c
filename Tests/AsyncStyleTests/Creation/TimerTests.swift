import AsyncStyle
import AsyncStyleTest
import XCTest

final class TimerTests: AsyncStyleTestCase {
  func test_timer_ticksEveryIntervalFromTheFirstRequest() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.start(cancelled: 650) {
      AsyncTimerSequence.timer(every: .milliseconds(100), clock: clock).map { scheduler.ticks(at: $0) }
    }
    XCTAssertEqual(recorder.events, [.next(300, 300), .next(400, 400), .next(500, 500), .next(600, 600)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_timer_skipsTicksThatFellDueWhileTheConsumerWasBusy() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.start(cancelled: 1000) {
      AsyncTimerSequence.timer(every: .milliseconds(100), clock: clock).map { tick in
        try? await clock.sleep(for: .milliseconds(150))
        return scheduler.ticks(at: tick)
      }
    }
    XCTAssertEqual(recorder.events, [.next(450, 300), .next(650, 500), .next(850, 700)])
  }
}
