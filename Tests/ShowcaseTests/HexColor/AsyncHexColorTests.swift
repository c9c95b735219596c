import AsyncStyle
import AsyncStyleTest
import Showcase
import XCTest

/// The async hex-colour view model, tested with the three patterns: sink, blocking-first and
/// injected clock. Times are ticks of one millisecond.
final class AsyncHexColorTests: AsyncStyleTestCase {
  private var scheduler: AsyncTestScheduler!
  private var viewModel: AsyncHexColorViewModel!
  private var stops: [() -> Void] = []

  override func setUp() {
    super.setUp()
    scheduler = AsyncTestScheduler()
    viewModel = AsyncHexColorViewModel()
  }

  override func tearDown() {
    // The outputs never end: their recorders run until they are cancelled.
    for stop in stops { stop() }
    scheduler.runUntilIdle()
    stops = []
    viewModel = nil
    super.tearDown()
  }

  private func type(_ texts: [(time: Int, text: String)]) {
    for (time, text) in texts {
      scheduler.schedule(at: time) { [viewModel] in viewModel!.hexString.send(text) }
    }
  }

  private func record<Element: Sendable>(_ output: some AsyncSequence<Element, Never> & Sendable)
    -> AsyncRecorder<Element, Never>
  {
    let recorder = scheduler.record(output)
    stops.append { recorder.cancel() }
    return recorder
  }

  // MARK: Sink

  func test_typedTexts_colorFollowsEach() {
    // Given
    let sink = record(viewModel.color)

    // When
    type([(100, "#ff0000"), (200, "#00FF00"), (300, "#00ff0")])
    scheduler.advance(to: 1000)

    // Then
    XCTAssertEqual(sink.events, [.next(0, .clear), .next(100, .red), .next(200, .green), .next(300, .clear)])
  }

  func test_typedTexts_rgbAndNameFollowEach() {
    let rgb = record(viewModel.rgb.map { [$0.0, $0.1, $0.2] })
    let name = record(viewModel.colorName)

    type([(100, "#006636"), (200, "#123456"), (300, "nonsense")])
    scheduler.advance(to: 1000)

    XCTAssertEqual(
      rgb.events, [.next(0, [0, 0, 0]), .next(100, [0, 102, 54]), .next(200, [18, 52, 86]), .next(300, [0, 0, 0])])
    XCTAssertEqual(name.events, [.next(0, "--"), .next(100, "rayWenderlichGreen"), .next(200, "--"), .next(300, "--")])
  }

  // MARK: Blocking first

  func test_ff0000_blockingFirst_isRed() throws {
    viewModel.hexString.send("#ff0000")
    XCTAssertEqual(try viewModel.color.blockingFirst(), .red)
  }

  func test_invalidTexts_blockingFirst_showClearAndNoName() throws {
    for text in invalidHexStrings {
      viewModel.hexString.send(text)
      XCTAssertEqual(try viewModel.color.blockingFirst(), .clear, text)
      XCTAssertEqual(try viewModel.rgb.map { [$0.0, $0.1, $0.2] }.blockingFirst(), [0, 0, 0], text)
      XCTAssertEqual(try viewModel.colorName.blockingFirst(), "--", text)
    }
  }

  func test_everyNamedColor_blockingFirst_isItsName() throws {
    for (hex, name) in namedHexStrings {
      viewModel.hexString.send(hex)
      XCTAssertEqual(try viewModel.colorName.blockingFirst(), name)
    }
  }

  // MARK: Injected clock

  // snippet: ending-async
  func test_cancelledBetweenTexts_showsNoMore() {
    type([(100, "#ff0000"), (200, "#00ff00"), (300, "#0000ff")])

    let sink = scheduler.start(created: 0, subscribed: 50, cancelled: 250) { [viewModel] in viewModel!.color }
    scheduler.runUntilIdle()

    XCTAssertEqual(sink.events, [.next(50, .clear), .next(100, .red), .next(200, .green)])
  }
  // end snippet

  func test_lateIteration_startsWithTheCurrentText() {
    type([(100, "#ff0000"), (200, "#0000ff")])

    let sink = scheduler.start(created: 0, subscribed: 150, cancelled: 1000) { [viewModel] in viewModel!.colorName }
    scheduler.runUntilIdle()

    XCTAssertEqual(sink.events, [.next(150, "red"), .next(200, "blue")])
  }
}
