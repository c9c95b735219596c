import RxExercises
import RxStyle
import RxStyleTest
import Synchronization
import XCTest

final class RxErrorsTests: XCTestCase {
  private struct Offline: Error, Equatable {}

  func test_loadPage_triesThreeTimes_thenShowsTheCachedPage() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let request = try scheduler.createColdObservable(marbles: "-#", values: [Character: String](), error: Offline())
    let cached = try scheduler.createColdObservable(marbles: "c|", values: ["c": "cached"])
    let observer = scheduler.start { loadPage(request.asObservable(), cached: cached.asObservable()) }
    XCTAssertMarbles(observer.events, "---c|", values: ["c": "cached"])
    XCTAssertEqual(request.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
  }

  func test_loadPage_aRetryThatSucceeds_showsTheFreshPage() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let attempts = AttemptCounter()
    let fresh = try scheduler.createColdObservable(marbles: "-f|", values: ["f": "fresh"])
    let failing = try scheduler.createColdObservable(marbles: "-#", values: [Character: String](), error: Offline())
    let cached = try scheduler.createColdObservable(marbles: "c|", values: ["c": "cached"])
    let request = Observable<String>.deferred {
      attempts.next() == 1 ? failing.asObservable() : fresh.asObservable()
    }
    let observer = scheduler.start { loadPage(request, cached: cached.asObservable()) }
    XCTAssertMarbles(observer.events, "--f|", values: ["f": "fresh"])
    XCTAssertEqual(cached.subscriptions, [])
  }
}

/// Numbers the attempts of a request from 1.
private final class AttemptCounter: Sendable {
  private let count = Mutex(0)
  func next() -> Int {
    count.withLock {
      $0 += 1
      return $0
    }
  }
}
