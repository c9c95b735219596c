import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import Showcase
import XCTest

final class ProducerHexColorTestsTests: XCTestCase {
  func test_sink_typedTexts_nameFollowsEach() {
    let scheduler = TestScheduler()
    let names = namesTyped(
      [(0.1, "#006636"), (0.2, "#123456"), (0.3, "#FF0000")], viewModel: ProducerHexColorViewModel(),
      scheduler: scheduler)
    XCTAssertEqual(
      names,
      [.value("--", at: 0), .value("rayWenderlichGreen", at: 0.1), .value("--", at: 0.2), .value("red", at: 0.3)])
  }

  func test_sink_nothingTyped_showsNoName() {
    let scheduler = TestScheduler()
    XCTAssertEqual(namesTyped([], viewModel: ProducerHexColorViewModel(), scheduler: scheduler), [.value("--", at: 0)])
  }

  func test_blockingFirst_ff0000_isRed() {
    XCTAssertEqual(colorShown(forHex: "#ff0000", viewModel: ProducerHexColorViewModel()), .success(.red))
  }

  func test_blockingFirst_notAColor_isClear() {
    XCTAssertEqual(colorShown(forHex: "#gg0000", viewModel: ProducerHexColorViewModel()), .success(.clear))
  }

  func test_injectedScheduler_disposedBetweenTexts_showsNoMore() {
    let scheduler = TestScheduler()
    let names = namesBetween(
      subscribed: 0.05, disposed: 0.25, typing: [(0.1, "#ff0000"), (0.2, "#00ff00"), (0.3, "#0000ff")],
      viewModel: ProducerHexColorViewModel(), scheduler: scheduler)
    // Disposing a started producer interrupts it.
    XCTAssertEqual(
      names, [.value("--", at: 0.05), .value("red", at: 0.1), .value("green", at: 0.2), .interrupted(at: 0.25)])
  }

  func test_injectedScheduler_lateObserver_startsWithTheCurrentText() {
    let scheduler = TestScheduler()
    let names = namesBetween(
      subscribed: 0.15, disposed: 1, typing: [(0.1, "#ff0000"), (0.2, "#0000ff")],
      viewModel: ProducerHexColorViewModel(), scheduler: scheduler)
    XCTAssertEqual(names, [.value("red", at: 0.15), .value("blue", at: 0.2), .interrupted(at: 1)])
  }
}
