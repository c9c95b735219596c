import AsyncExercises
import AsyncStyle
import AsyncStyleTest
import Showcase
import XCTest

final class AsyncHexColorTestsTests: XCTestCase {
  func test_sink_typedTexts_nameFollowsEach() {
    let scheduler = AsyncTestScheduler()
    let names = namesTyped(
      [(100, "#006636"), (200, "#123456"), (300, "#FF0000")], viewModel: AsyncHexColorViewModel(),
      scheduler: scheduler)
    XCTAssertEqual(names, [.next(0, "--"), .next(100, "rayWenderlichGreen"), .next(200, "--"), .next(300, "red")])
  }

  func test_sink_nothingTyped_showsNoName() {
    let scheduler = AsyncTestScheduler()
    XCTAssertEqual(namesTyped([], viewModel: AsyncHexColorViewModel(), scheduler: scheduler), [.next(0, "--")])
  }

  func test_blockingFirst_ff0000_isRed() throws {
    XCTAssertEqual(try colorShown(forHex: "#ff0000", viewModel: AsyncHexColorViewModel()), .red)
  }

  func test_blockingFirst_notAColor_isClear() throws {
    XCTAssertEqual(try colorShown(forHex: "#gg0000", viewModel: AsyncHexColorViewModel()), .clear)
  }

  func test_injectedClock_cancelledBetweenTexts_showsNoMore() {
    let scheduler = AsyncTestScheduler()
    let names = namesBetween(
      subscribed: 50, cancelled: 250, typing: [(100, "#ff0000"), (200, "#00ff00"), (300, "#0000ff")],
      viewModel: AsyncHexColorViewModel(), scheduler: scheduler)
    XCTAssertEqual(names, [.next(50, "--"), .next(100, "red"), .next(200, "green")])
  }

  func test_injectedClock_lateIteration_startsWithTheCurrentText() {
    let scheduler = AsyncTestScheduler()
    let names = namesBetween(
      subscribed: 150, cancelled: 1000, typing: [(100, "#ff0000"), (200, "#0000ff")],
      viewModel: AsyncHexColorViewModel(), scheduler: scheduler)
    XCTAssertEqual(names, [.next(150, "red"), .next(200, "blue")])
  }
}
