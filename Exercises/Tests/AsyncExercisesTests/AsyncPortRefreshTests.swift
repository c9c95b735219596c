import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncPortRefreshTests: XCTestCase {
  func test_eachTapFetches() throws {
    let scheduler = AsyncTestScheduler()
    let taps = try scheduler.hot("-t----t---|", ["t": ()])
    let fetch = try scheduler.createColdSequence(marbles: "--d|", values: ["d": "data"], error: FetchFailed())
    let recorder = scheduler.start { refresh(taps: taps, fetch: fetch) }
    XCTAssertMarbles(recorder.events, "---d----d-|", values: ["d": "data"])
  }

  func test_aFetchThatFailsTwice_showsOffline() throws {
    let scheduler = AsyncTestScheduler()
    let taps = try scheduler.hot("-t----t---|", ["t": ()])
    let fetch = try scheduler.createColdSequence(marbles: "-#", values: [Character: String](), error: FetchFailed())
    let recorder = scheduler.start { refresh(taps: taps, fetch: fetch) }
    XCTAssertMarbles(recorder.events, "---o----o-|", values: ["o": "offline"])
  }
}
