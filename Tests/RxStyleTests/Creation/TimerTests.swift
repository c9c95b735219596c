import RxStyle
import RxStyleBlocking
import RxStyleTest
import TestSupport
import XCTest

final class TimerTests: RxStyleTestCase {
  func test_interval_countsEveryPeriodUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(
      observer.events,
      [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)])
  }

  func test_timer_withoutPeriod_emitsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(300, 0), .completed(300)])
  }

  func test_timer_withPeriod_startsAfterDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 500) {
      Observable<UInt8>.timer(.seconds(50), period: .seconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(250, 0), .next(350, 1), .next(450, 2)])
  }

  func test_timer_zeroDueTime_firesOneTickLaterWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, 0), .completed(201)])
  }

  func test_interval_zeroPeriod_firesEveryTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start(disposed: 205) { Observable<Int>.interval(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
  }

  func test_interval_onARealQueue_deliversInOrder() throws {
    let queue = DispatchQueue(label: "interval")
    let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "interval.serial")
    let values = try Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
      .buffer(timeSpan: .seconds(60), count: 3, scheduler: scheduler)
      .toBlocking(timeout: 10).first()
    XCTAssertEqual(values, [0, 1, 2])
    queue.sync {}  // lets the timer's last run finish before the leak check
  }
}
