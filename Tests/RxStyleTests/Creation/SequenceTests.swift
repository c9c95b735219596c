import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SequenceTests: RxStyleTestCase {
  func test_range_endingAtTheLargestInt_emitsItAndCompletes() {
    XCTAssertEqual(record(Observable.range(start: Int.max, count: 1)), [.next(Int.max), .completed])
    XCTAssertEqual(
      record(Observable.range(start: Int.max - 2, count: 3)),
      [.next(Int.max - 2), .next(Int.max - 1), .next(Int.max), .completed])
  }

  func test_range_startingAtTheSmallestInt_emitsAndCompletes() {
    XCTAssertEqual(
      record(Observable.range(start: Int.min, count: 2)), [.next(Int.min), .next(Int.min + 1), .completed])
  }

  func test_range_fullWidthOfASmallType_emitsEveryValue() {
    let events = record(Observable<Int8>.range(start: -128, count: 127))
    XCTAssertEqual(events.count, 128)
    XCTAssertEqual(events.first, .next(-128))
    XCTAssertEqual(events.dropLast().last, .next(-2))
    XCTAssertEqual(
      record(Observable<UInt8>.range(start: 200, count: 56)).dropLast().last, .next(UInt8.max))
  }

  func test_range_passingTheLargestValue_failsWithOverflow() {
    XCTAssertEqual(record(Observable.range(start: Int.max, count: 2)), [.error(RxError.overflow)])
    XCTAssertEqual(record(Observable<Int>.range(start: 2, count: Int.max)), [.error(RxError.overflow)])
  }

  func test_range_negativeCount_failsWithArgumentOutOfRange() {
    XCTAssertEqual(record(Observable.range(start: 0, count: -1)), [.error(RxError.argumentOutOfRange)])
  }

  func test_range_onAScheduler_deliversOneElementPerAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.range(start: Int.max - 1, count: 2, scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, Int.max - 1), .next(202, Int.max), .completed(203)])
  }

  func test_timer_withTheLargestDueTime_neverFiresAndDoesNotTrap() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(.max), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [])
  }

  func test_interval_withTheLargestPeriod_neverFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.interval(.milliseconds(.max), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [])
  }
}
