import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import TestSupport
import XCTest

/// The RxTest tests of the hex-colour chapter, with only the imports changed.
final class HexColorOperatorArticleTests: RxStyleTestCase {
  var scheduler: TestScheduler!
  var subscription: Disposable!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
  }

  override func tearDown() {
    // The chapter schedules this disposal at 1000 and never runs the scheduler again, which
    // leaves the subscription alive; disposing it here lets the leak check pass.
    subscription?.dispose()
    scheduler = nil
    super.tearDown()
  }

  func testFilter() {
    let observer = scheduler.createObserver(Int.self)
    let observable = scheduler.createHotObservable([
      .next(100, 1),
      .next(200, 2),
      .next(300, 3),
      .next(400, 2),
      .next(500, 1),
    ])
    let filterObservable = observable.filter {
      $0 < 3
    }
    scheduler.scheduleAt(0) {
      self.subscription = filterObservable.subscribe(observer)
    }
    scheduler.start()
    let results = observer.events.compactMap {
      $0.value.element
    }
    XCTAssertEqual(results, [1, 2, 2, 1])
  }
}

/// The RxBlocking tests of the hex-colour chapter, with `subscribeOn` spelled `subscribe(on:)`
/// (the old name compiles too, with a deprecation warning, which this package's build treats as
/// an error). They subscribe on a global queue, whose scheduled disposal the test cannot wait
/// for, so they skip the live-resource check.
final class HexColorBlockingArticleTests: AllStylesTestCase {
  var viewModel: HexColorViewModel!
  var scheduler: ConcurrentDispatchQueueScheduler!

  override func setUp() {
    super.setUp()
    viewModel = HexColorViewModel()
    scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
  }

  // Not in the article: XCTest keeps every test's instance, so the view model is let go here for
  // the resource check.
  override func tearDown() {
    viewModel = nil
    scheduler = nil
    super.tearDown()
  }

  func testToArray() throws {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let toArrayObservable = Observable.of(1, 2).subscribe(on: scheduler)
    XCTAssertEqual(try toArrayObservable.toBlocking().toArray(), [1, 2])
  }

  func testToArrayMaterialized() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let toArrayObservable = Observable.of(1, 2).subscribe(on: scheduler)
    let result =
      toArrayObservable
      .toBlocking()
      .materialize()
    switch result {
    case .completed(let elements):
      XCTAssertEqual(elements, [1, 2])
    case .failed(_, let error):
      XCTFail(error.localizedDescription)
    }
  }

  func testColorIsRedWhenHexStringIsFF0000() throws {
    let colorObservable = viewModel.color.asObservable().subscribe(on: scheduler)
    viewModel.hexString.accept("#ff0000")
    XCTAssertEqual(try colorObservable.toBlocking(timeout: 1.0).first(), .red)
  }

  func testRgbIs010WhenHexStringIs00FF00() throws {
    let rgbObservable = viewModel.rgb.asObservable().subscribe(on: scheduler)
    viewModel.hexString.accept("#00ff00")
    let result = try rgbObservable.toBlocking().first()!
    XCTAssertEqual(0 * 255, result.0)
    XCTAssertEqual(1 * 255, result.1)
    XCTAssertEqual(0 * 255, result.2)
  }

  func testColorNameIsRayWenderlichGreenWhenHexStringIs006636() throws {
    let colorNameObservable = viewModel.colorName.asObservable().subscribe(on: scheduler)
    viewModel.hexString.accept("#006636")
    XCTAssertEqual("rayWenderlichGreen", try colorNameObservable.toBlocking().first()!)
  }
}
