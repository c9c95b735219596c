import RxExercises
import RxStyle
import RxStyleTest
import Showcase
import XCTest

final class RxHexColorTestsTests: XCTestCase {
  func test_sink_typedTexts_nameFollowsEach() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = namesTyped(
      [(100, "#006636"), (200, "#123456"), (300, "#FF0000")], viewModel: RxHexColorViewModel(), scheduler: scheduler)
    XCTAssertEqual(names, [.next(0, "--"), .next(100, "rayWenderlichGreen"), .next(200, "--"), .next(300, "red")])
  }

  func test_sink_nothingTyped_showsNoName() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(namesTyped([], viewModel: RxHexColorViewModel(), scheduler: scheduler), [.next(0, "--")])
  }

  func test_blockingFirst_ff0000_isRed() throws {
    XCTAssertEqual(try colorShown(forHex: "#ff0000", viewModel: RxHexColorViewModel()), .red)
  }

  func test_blockingFirst_notAColor_isClear() throws {
    XCTAssertEqual(try colorShown(forHex: "#gg0000", viewModel: RxHexColorViewModel()), .clear)
  }

  func test_injectedScheduler_disposedBetweenTexts_showsNoMore() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = namesBetween(
      subscribed: 50, disposed: 250, typing: [(100, "#ff0000"), (200, "#00ff00"), (300, "#0000ff")],
      viewModel: RxHexColorViewModel(), scheduler: scheduler)
    XCTAssertEqual(names, [.next(50, "--"), .next(100, "red"), .next(200, "green")])
  }

  func test_injectedScheduler_lateSubscriber_startsWithTheCurrentText() {
    let scheduler = TestScheduler(initialClock: 0)
    let names = namesBetween(
      subscribed: 150, disposed: 1000, typing: [(100, "#ff0000"), (200, "#0000ff")], viewModel: RxHexColorViewModel(),
      scheduler: scheduler)
    XCTAssertEqual(names, [.next(150, "red"), .next(200, "blue")])
  }
}
