import Marbles
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TestSchedulerMarblesTests: XCTestCase {
  private enum Boom: Error, Equatable { case boom, other }

  func test_hotObservable_placesTheSubscriptionPointAtTheSubscriptionTime() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createHotObservable(marbles: "-a-^-b-|", values: ["a": 1, "b": 2])
    XCTAssertEqual(source.recordedEvents, [.next(180, 1), .next(220, 2), .completed(240)])
  }

  func test_coldObservable_playsFromEachSubscription() throws {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = try scheduler.createColdObservable(marbles: "-a-#", error: Boom.boom)
    let observer = scheduler.start { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(210, "a"), .error(230, Boom.boom)])
    XCTAssertMarbles(observer.events, "-a-#", error: Boom.boom)
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  // snippet: marbles-assert-rx
  func test_assertMarbles_passesForTheSameEvents() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let source = try scheduler.createHotObservable(marbles: "--a-(bc)-|", values: ["a": 1, "b": 2, "c": 3])
    let observer = scheduler.start { source.asObservable().map { $0 * 10 } }
    XCTAssertMarbles(observer.events, "--a-(bc)-|", values: ["a": 10, "b": 20, "c": 30])
  }
  // end snippet

  // snippet: marbles-difference-rx
  func test_marbleDifference_drawsExpectedOverActual() throws {
    let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(250, "b"), .completed(260)]
    let message = try marbleDifference(events, "-a--b-|", values: ["a": "a", "b": "b"])
    XCTAssertEqual(
      message,
      """
      marbles differ at frame 4 (tick 40):
        expected  -a--b-|
        actual    -a---b|
                      ^
      """)
  }
  // end snippet

  func test_marbleDifference_namesAWrongError() throws {
    let events: [Recorded<Event<Int>>] = [.error(210, Boom.other)]
    let message = try marbleDifference(events, "-#", values: [:], error: Boom.boom)
    XCTAssertEqual(message?.hasPrefix("marbles match, but the failure is"), true)
  }

  func test_badDiagrams_throwWithTheColumn() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertThrowsError(try scheduler.createColdObservable(marbles: "-^-a")) { error in
      XCTAssertEqual((error as? MarbleError)?.kind, .subscriptionInColdStream)
    }
    XCTAssertThrowsError(try scheduler.createHotObservable(marbles: "a-!")) { error in
      XCTAssertEqual((error as? MarbleError)?.column, 3)
    }
    XCTAssertThrowsError(try scheduler.createHotObservable(marbles: "a-z", values: ["a": 1])) { error in
      XCTAssertEqual((error as? MarbleError)?.kind, .missingValue("z"))
    }
    XCTAssertThrowsError(try marbleDifference([Recorded<Event<Int>>](), "(a", values: ["a": 1]))
  }

  func test_valuesWithoutACharacter_areDescribed() throws {
    let events: [Recorded<Event<Int>>] = [.next(200, 7)]
    let message = try marbleDifference(events, "a", values: ["a": 1])
    XCTAssertEqual(message?.contains("{7}"), true)
  }
}
