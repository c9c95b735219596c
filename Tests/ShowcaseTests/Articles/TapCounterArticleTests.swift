import RxStyle
import RxStyleTest
import Showcase
import TestSupport
import XCTest

/// The tap counter's presenter test, as the primer writes it.
///
/// Two spellings differ, because the primer predates RxSwift 5 and the old names are
/// deprecated (this package builds with warnings as errors): `next(t, v)` is written
/// `.next(t, v)` and `addDisposableTo(_:)` is written `disposed(by:)`.
final class TapCounterArticleTests: RxStyleTestCase {

  var disposeBag = DisposeBag()
  var scheduler: TestScheduler!

  override func setUp() {
    super.setUp()
    self.scheduler = TestScheduler(initialClock: 0)
    self.disposeBag = DisposeBag()
  }

  override func tearDown() {
    // The primer lets the next setUp drop the bag; the leak check runs before that.
    self.disposeBag = DisposeBag()
    self.scheduler = nil
    super.tearDown()
  }

  func testPresenterCount() {
    let buttonTaps = self.scheduler.createHotObservable([
      .next(100, ()),
      .next(200, ()),
      .next(300, ()),
    ])

    let results = scheduler.createObserver(Int.self)

    let eventProvider = EventProvider(buttonTapped: buttonTaps.asObservable())
    let presenter = Presenter(eventProvider: eventProvider)

    self.scheduler.scheduleAt(0) {
      presenter.count.subscribe(results).disposed(by: self.disposeBag)
    }
    scheduler.start()

    let expected = [
      Recorded.next(100, 1),
      .next(200, 2),
      .next(300, 3),
    ]

    XCTAssertEqual(results.events, expected)
  }

  /// The primer's suggestion to move the subscription: subscribing after 100 misses the first tap,
  /// and the count restarts from zero for the late subscriber.
  func testPresenterCountSubscribedLateMissesEarlierTaps() {
    let buttonTaps = self.scheduler.createHotObservable([
      .next(100, ()),
      .next(200, ()),
      .next(300, ()),
    ])
    let results = scheduler.createObserver(Int.self)
    let presenter = Presenter(eventProvider: EventProvider(buttonTapped: buttonTaps.asObservable()))

    self.scheduler.scheduleAt(150) {
      presenter.count.subscribe(results).disposed(by: self.disposeBag)
    }
    scheduler.start()

    XCTAssertEqual(results.events, [.next(200, 1), .next(300, 2)])
    XCTAssertEqual(buttonTaps.subscriptions, [Subscription(150)])
  }

  /// A tap stream that completes completes the count, after the taps it carried.
  func testPresenterCountCompletesWithTheTaps() {
    let buttonTaps = self.scheduler.createColdObservable([
      .next(10, ()),
      .next(20, ()),
      .completed(30),
    ])
    let results = scheduler.createObserver(Int.self)
    let presenter = Presenter(eventProvider: EventProvider(buttonTapped: buttonTaps.asObservable()))

    self.scheduler.scheduleAt(0) {
      presenter.count.subscribe(results).disposed(by: self.disposeBag)
    }
    scheduler.start()

    XCTAssertEqual(results.events, [.next(10, 1), .next(20, 2), .completed(30)])
    XCTAssertEqual(buttonTaps.subscriptions, [Subscription(0, 30)])
  }
}
