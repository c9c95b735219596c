import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DelayTests: RxStyleTestCase {
  func test_delay_shiftsElementsAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let observer = scheduler.start { source.asObservable().delay(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(240, 1), .next(250, 2), .completed(330)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_delay_errorIsForwardedAtOnce_andDropsWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
    let observer = scheduler.start { source.asObservable().delay(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.error(220, TestError())])
  }

  func test_delay_disposedWhileElementsWait_emitsNothingMore() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let observer = scheduler.start(disposed: 245) {
      source.asObservable().delay(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(240, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 245)])
  }

  func test_delay_zero_arrivesOneTickLaterWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let observer = scheduler.start { source.asObservable().delay(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(211, 1), .completed(301)])
  }

  func test_delay_elementsAtTheSameTick_leaveInSeparateTurns_aTickApartWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(215, 3)])
    let observer = scheduler.start { source.asObservable().delay(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(240, 1), .next(241, 2), .next(245, 3)])
  }

  func test_delay_elementsAtTheSameTick_withoutProcessingDelay_arriveAtTheSameTimeInOrder() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
    let observer = scheduler.start { source.asObservable().delay(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(240, 1), .next(240, 2), .completed(240)])
  }

  func test_delay_coldSource_onAMillisecondResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let source = scheduler.createColdObservable([.next(10, "a"), .next(25, "b"), .completed(30)])
    let observer = scheduler.start {
      source.asObservable().delay(.milliseconds(100), scheduler: scheduler)
    }
    XCTAssertEqual(observer.events, [.next(310, "a"), .next(325, "b"), .completed(330)])
  }
}
