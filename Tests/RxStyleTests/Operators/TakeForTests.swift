import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TakeForTests: RxStyleTestCase {
  func test_takeFor_completesWhenTheDurationEnds() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3)])
    let observer = scheduler.start { source.asObservable().take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func test_takeFor_sourceEndingFirst_endsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError())])
  }

  func test_takeFor_zeroDuration_completesOneTickLaterWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(0, 1), .next(1, 2)])
    let observer = scheduler.start { source.asObservable().take(for: .seconds(0), scheduler: scheduler) }
    // The cold event at offset 0 keeps its exact time, 200; the timer lands on 201 with the
    // processing delay, as does the event at offset 1, but the timer was scheduled first.
    XCTAssertEqual(observer.events, [.next(200, 1), .completed(201)])
  }
}
