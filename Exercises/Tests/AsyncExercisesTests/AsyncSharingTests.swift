import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import XCTest

final class AsyncSharingTests: XCTestCase {
  func test_twoViews_shareOneIteration() throws {
    let scheduler = AsyncTestScheduler()
    let prices = try scheduler.cold("--a--b--|", ["a": 1, "b": 2])
    let shared = sharedPrices(prices)
    let chart = scheduler.record(shared)
    let ticker = scheduler.record(shared)
    scheduler.advance(to: 200)
    XCTAssertEqual(prices.iterations.count, 1, "one iteration for both views")
    XCTAssertMarbles(chart.events, "--a--b--|", values: ["a": 1, "b": 2], subscribed: 0)
    XCTAssertMarbles(ticker.events, "--a--b--|", values: ["a": 1, "b": 2], subscribed: 0)
  }

  func test_aLateView_getsTheCurrentProfileAtOnce() {
    let scheduler = AsyncTestScheduler()
    let store = ProfileStore()
    scheduler.schedule(at: 10) { store.update("Ada") }
    scheduler.advance(to: 20)
    let view = scheduler.record(store.profile)
    scheduler.schedule(at: 30) { store.update("Grace") }
    scheduler.advance(to: 40)
    view.cancel()
    XCTAssertEqual(view.values, ["Ada", "Grace"])
    XCTAssertEqual(view.events.first?.time, 20)
  }
}
