import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxPortRefreshTests: XCTestCase {
  private struct FetchFailed: Error, Equatable {}

  func test_eachTapFetches() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = try scheduler.createHotObservable(marbles: "-t----t---|", values: ["t": ()])
    let fetch = try scheduler.createColdObservable(marbles: "--d|", values: ["d": "data"], error: FetchFailed())
    let observer = scheduler.start { refresh(taps: taps.asObservable(), fetch: fetch.asObservable()) }
    XCTAssertMarbles(observer.events, "---d----d-|", values: ["d": "data"])
  }

  func test_aFetchThatFailsTwice_showsOffline() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = try scheduler.createHotObservable(marbles: "-t----t---|", values: ["t": ()])
    let fetch = try scheduler.createColdObservable(marbles: "-#", values: [Character: String](), error: FetchFailed())
    let observer = scheduler.start { refresh(taps: taps.asObservable(), fetch: fetch.asObservable()) }
    XCTAssertMarbles(observer.events, "---o----o-|", values: ["o": "offline"])
  }
}
