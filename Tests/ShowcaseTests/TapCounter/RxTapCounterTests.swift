import RxStyle
import RxStyleBlocking
import RxStyleTest
import Showcase
import TestSupport
import XCTest

/// The Rx-style tap counter, tested with the three patterns: sink, blocking-first and injected
/// scheduler. Times are virtual ticks; the taps come at 100, 200 and 300 as in the primer.
final class RxTapCounterTests: RxStyleTestCase {
  private var scheduler: TestScheduler!
  private var disposeBag: DisposeBag!

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler(initialClock: 0)
    disposeBag = DisposeBag()
  }

  override func tearDown() {
    disposeBag = nil
    super.tearDown()
  }

  private func presenter(tapping taps: Observable<Void>) -> RxTapCounterPresenter {
    RxTapCounterPresenter(eventProvider: RxTapCounterEventProvider(buttonTapped: taps))
  }

  // MARK: Sink

  func test_tapsAt100_200_300_countOneTwoThree() {
    // Given
    let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .next(300, ())])
    let presenter = presenter(tapping: taps.asObservable())
    let sink = scheduler.createObserver(Int.self)

    // When
    scheduler.scheduleAt(0) { presenter.count.subscribe(sink).disposed(by: self.disposeBag) }
    scheduler.start()

    // Then
    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2), .next(300, 3)])
  }

  // snippet: hot-cold-rx
  func test_twoSubscribers_eachCountFromTheirOwnStart() {
    let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .next(300, ())])
    let presenter = presenter(tapping: taps.asObservable())
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)

    scheduler.scheduleAt(0) { presenter.count.subscribe(early).disposed(by: self.disposeBag) }
    scheduler.scheduleAt(150) { presenter.count.subscribe(late).disposed(by: self.disposeBag) }
    scheduler.start()

    XCTAssertEqual(early.events, [.next(100, 1), .next(200, 2), .next(300, 3)])
    XCTAssertEqual(late.events, [.next(200, 1), .next(300, 2)])
  }
  // end snippet

  // MARK: Blocking first

  func test_threeTaps_blockingFirst_isOne() throws {
    let presenter = presenter(tapping: .of((), (), ()))
    XCTAssertEqual(try presenter.count.toBlocking().first(), 1)
  }

  func test_threeTaps_blockingToArray_isEveryCount() throws {
    let presenter = presenter(tapping: .of((), (), ()))
    XCTAssertEqual(try presenter.count.toBlocking().toArray(), [1, 2, 3])
  }

  func test_noTaps_blockingToArray_isEmpty() throws {
    let presenter = presenter(tapping: .empty())
    XCTAssertEqual(try presenter.count.toBlocking().toArray(), [])
  }

  // MARK: Injected scheduler

  // snippet: schedulers-rx
  func test_tapsEnd_countEndsAfterTheirLastTap() {
    let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .completed(250)])
    let presenter = presenter(tapping: taps.asObservable())

    let sink = scheduler.start(created: 0, subscribed: 50, disposed: 1000) { presenter.count }

    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2), .completed(250)])
    XCTAssertEqual(taps.subscriptions, [Subscription(50, 250)])
  }
  // end snippet

  func test_tapsFail_countFailsAfterTheirLastTap() {
    let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .error(250, TapsFailed())])
    let presenter = presenter(tapping: taps.asObservable())

    let sink = scheduler.start(created: 0, subscribed: 50, disposed: 1000) { presenter.count }

    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2), .error(250, TapsFailed())])
  }

  func test_disposedBetweenTaps_countsNoMore() {
    let taps = scheduler.createHotObservable([.next(100, ()), .next(200, ()), .next(300, ())])
    let presenter = presenter(tapping: taps.asObservable())

    let sink = scheduler.start(created: 0, subscribed: 50, disposed: 250) { presenter.count }

    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2)])
    XCTAssertEqual(taps.subscriptions, [Subscription(50, 250)])
  }
}

/// The taps' failure in the failing-taps test.
private struct TapsFailed: Error, Equatable {}
