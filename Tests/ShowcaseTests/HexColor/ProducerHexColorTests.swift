import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import XCTest

/// The producer-style hex-colour view model, tested with the three patterns: sink, blocking-first
/// and injected scheduler. Times are in seconds.
final class ProducerHexColorTests: ProducerStyleTestCase {
  private var scheduler: TestScheduler!
  private var viewModel: ProducerHexColorViewModel!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler()
    viewModel = ProducerHexColorViewModel()
  }

  override func tearDown() {
    viewModel = nil
    super.tearDown()
  }

  private func type(_ texts: [(time: Int, text: String)]) {
    for (time, text) in texts {
      _ = scheduler.schedule(after: date(time)) { [viewModel] in viewModel!.hexString.value = text }
    }
  }

  private func date(_ milliseconds: Int) -> Date {
    scheduler.startDate.addingTimeInterval(TimeInterval(milliseconds) / 1000)
  }

  // MARK: Sink

  func test_typedTexts_colorFollowsEach() {
    // Given
    let sink = EventRecorder(viewModel.color.producer, clock: scheduler)

    // When
    type([(100, "#ff0000"), (200, "#00FF00"), (300, "#00ff0")])
    scheduler.run()

    // Then
    XCTAssertEqual(
      sink.recorded, [.value(.clear, at: 0), .value(.red, at: 0.1), .value(.green, at: 0.2), .value(.clear, at: 0.3)])
  }

  func test_typedTexts_rgbAndNameFollowEach() {
    let rgb = EventRecorder(viewModel.rgb.producer.map { [$0.0, $0.1, $0.2] }, clock: scheduler)
    let name = EventRecorder(viewModel.colorName.producer, clock: scheduler)

    type([(100, "#006636"), (200, "#123456"), (300, "nonsense")])
    scheduler.run()

    XCTAssertEqual(
      rgb.recorded,
      [
        .value([0, 0, 0], at: 0), .value([0, 102, 54], at: 0.1), .value([18, 52, 86], at: 0.2),
        .value([0, 0, 0], at: 0.3),
      ])
    XCTAssertEqual(
      name.recorded,
      [.value("--", at: 0), .value("rayWenderlichGreen", at: 0.1), .value("--", at: 0.2), .value("--", at: 0.3)])
  }

  // MARK: Blocking first

  func test_ff0000_first_isRed() {
    viewModel.hexString.value = "#ff0000"
    XCTAssertEqual(viewModel.color.producer.first(), .success(.red))
  }

  func test_invalidTexts_first_showClearAndNoName() {
    for text in invalidHexStrings {
      viewModel.hexString.value = text
      XCTAssertEqual(viewModel.color.producer.first(), .success(.clear), text)
      XCTAssertEqual(viewModel.rgb.producer.map { [$0.0, $0.1, $0.2] }.first(), .success([0, 0, 0]), text)
      XCTAssertEqual(viewModel.colorName.producer.first(), .success("--"), text)
    }
  }

  func test_everyNamedColor_first_isItsName() {
    for (hex, name) in namedHexStrings {
      viewModel.hexString.value = hex
      XCTAssertEqual(viewModel.colorName.producer.first(), .success(name))
    }
  }

  // MARK: Injected scheduler

  // snippet: ending-producer
  func test_disposedBetweenTexts_showsNoMore() {
    type([(100, "#ff0000"), (200, "#00ff00"), (300, "#0000ff")])

    let sink = EventRecorder(viewModel.color.producer, clock: scheduler)
    _ = scheduler.schedule(after: date(250)) { sink.dispose() }
    scheduler.run()

    // Disposing a started producer interrupts it.
    XCTAssertEqual(
      sink.recorded,
      [.value(.clear, at: 0), .value(.red, at: 0.1), .value(.green, at: 0.2), .interrupted(at: 0.25)])
  }
  // end snippet

  func test_lateObserver_startsWithTheCurrentText() {
    type([(100, "#ff0000"), (200, "#0000ff")])

    let sink = EventRecorder<String, Never>(clock: scheduler)
    _ = scheduler.schedule(after: date(150)) { [viewModel] in viewModel!.colorName.producer.start(sink.observer) }
    scheduler.run()

    XCTAssertEqual(sink.recorded, [.value("red", at: 0.15), .value("blue", at: 0.2)])
  }
}
