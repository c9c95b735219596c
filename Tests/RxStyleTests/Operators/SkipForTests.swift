import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class SkipForTests: RxStyleTestCase {
  func test_skipFor_dropsElementsOfTheFirstDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(210, 1), .next(219, 2), .next(220, 3), .next(230, 4), .completed(240),
    ])
    let observer = scheduler.start { source.skip(.seconds(20), scheduler: scheduler) }
    // The window opens at 220; the source's element at 220 was scheduled first, so it is dropped.
    XCTAssertEqual(observer.events, [.next(230, 4), .completed(240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }

  func test_skipFor_completionAndErrorPassInsideTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let completing = scheduler.createHotObservable([.next(210, 1), .completed(215)])
    XCTAssertEqual(
      scheduler.start { completing.skip(.seconds(50), scheduler: scheduler) }.events, [.completed(215)])
    let failing = TestScheduler(initialClock: 0)
    let source = failing.createHotObservable([.next(210, 1), .error(215, TestError())])
    XCTAssertEqual(
      failing.start { source.skip(.seconds(50), scheduler: failing) }.events, [.error(215, TestError())])
  }

  func test_skipFor_zeroDuration_opensOneTickAfterSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(200, 0), .next(201, 1), .next(202, 2)])
    let observer = scheduler.start(disposed: 300) { source.skip(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(202, 2)])
  }
}
