import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncErrorsTests: XCTestCase {
  func test_loadPage_triesThreeTimes_thenShowsTheCachedPage() throws {
    let scheduler = AsyncTestScheduler()
    let request = try scheduler.createColdSequence(marbles: "-#", values: [Character: String](), error: Offline())
    let cached = try scheduler.cold("c|", ["c": "cached"])
    let recorder = scheduler.start { loadPage(request, cached: cached) }
    XCTAssertMarbles(recorder.events, "---c|", values: ["c": "cached"])
    XCTAssertEqual(request.iterations.count, 3)
  }

  func test_loadPage_theCachedPageComesAfterTheThirdFailure() throws {
    let scheduler = AsyncTestScheduler()
    let request = try scheduler.createColdSequence(marbles: "-#", values: [Character: String](), error: Offline())
    let cached = try scheduler.cold("--c|", ["c": "cached"])
    let recorder = scheduler.start { loadPage(request, cached: cached) }
    XCTAssertMarbles(recorder.events, "-----c|", values: ["c": "cached"])
    XCTAssertEqual(cached.iterations.count, 1)
  }
}
