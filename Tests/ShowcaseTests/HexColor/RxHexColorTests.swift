import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import TestSupport
import XCTest

/// The Rx-style hex-colour view model, tested with the three patterns: sink, blocking-first and
/// injected scheduler. The outputs are Drivers; the tests run on the main thread, so each value
/// arrives at the virtual time its text was typed.
final class RxHexColorTests: RxStyleTestCase {
  private var scheduler: TestScheduler!
  private var disposeBag: DisposeBag!
  private var viewModel: RxHexColorViewModel!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    disposeBag = DisposeBag()
    viewModel = RxHexColorViewModel()
  }

  override func tearDown() {
    disposeBag = nil
    viewModel = nil
    super.tearDown()
  }

  private func type(_ texts: [(time: Int, text: String)]) {
    for (time, text) in texts {
      scheduler.scheduleAt(time) { [viewModel] in viewModel!.hexString.accept(text) }
    }
  }

  // MARK: Sink

  func test_typedTexts_colorFollowsEach() {
    // Given
    let sink = scheduler.createObserver(RGBColor.self)
    viewModel.color.asObservable().subscribe(sink).disposed(by: disposeBag)

    // When
    type([(100, "#ff0000"), (200, "#00FF00"), (300, "#00ff0")])
    scheduler.start()

    // Then
    XCTAssertEqual(sink.events, [.next(0, .clear), .next(100, .red), .next(200, .green), .next(300, .clear)])
  }

  func test_typedTexts_rgbAndNameFollowEach() {
    let rgb = scheduler.createObserver([Int].self)
    let name = scheduler.createObserver(String.self)
    viewModel.rgb.map { [$0.0, $0.1, $0.2] }.asObservable().subscribe(rgb).disposed(by: disposeBag)
    viewModel.colorName.asObservable().subscribe(name).disposed(by: disposeBag)

    type([(100, "#006636"), (200, "#123456"), (300, "nonsense")])
    scheduler.start()

    XCTAssertEqual(
      rgb.events, [.next(0, [0, 0, 0]), .next(100, [0, 102, 54]), .next(200, [18, 52, 86]), .next(300, [0, 0, 0])])
    XCTAssertEqual(name.events, [.next(0, "--"), .next(100, "rayWenderlichGreen"), .next(200, "--"), .next(300, "--")])
  }

  // MARK: Blocking first

  func test_ff0000_blockingFirst_isRed() throws {
    viewModel.hexString.accept("#ff0000")
    XCTAssertEqual(try viewModel.color.asObservable().toBlocking(timeout: 1).first(), .red)
  }

  func test_invalidTexts_blockingFirst_showClearAndNoName() throws {
    for text in invalidHexStrings {
      viewModel.hexString.accept(text)
      XCTAssertEqual(try viewModel.color.asObservable().toBlocking(timeout: 1).first(), .clear, text)
      XCTAssertEqual(
        try viewModel.rgb.map { [$0.0, $0.1, $0.2] }.asObservable().toBlocking(timeout: 1).first(), [0, 0, 0], text)
      XCTAssertEqual(try viewModel.colorName.asObservable().toBlocking(timeout: 1).first(), "--", text)
    }
  }

  func test_everyNamedColor_blockingFirst_isItsName() throws {
    for (hex, name) in namedHexStrings {
      viewModel.hexString.accept(hex)
      XCTAssertEqual(try viewModel.colorName.asObservable().toBlocking(timeout: 1).first(), name)
    }
  }

  // MARK: Injected scheduler

  // snippet: ending-rx
  func test_disposedBetweenTexts_showsNoMore() {
    type([(100, "#ff0000"), (200, "#00ff00"), (300, "#0000ff")])

    let sink = scheduler.start(created: 0, subscribed: 50, disposed: 250) { self.viewModel.color.asObservable() }

    XCTAssertEqual(sink.events, [.next(50, .clear), .next(100, .red), .next(200, .green)])
  }
  // end snippet

  func test_lateSubscriber_startsWithTheCurrentText() {
    type([(100, "#ff0000"), (200, "#0000ff")])

    let sink = scheduler.start(created: 0, subscribed: 150, disposed: 1000) { self.viewModel.colorName.asObservable() }

    XCTAssertEqual(sink.events, [.next(150, "red"), .next(200, "blue")])
  }
}
