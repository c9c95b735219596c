import AsyncStyle
import AsyncStyleTest
import Showcase
import XCTest

/// The async tap counter, tested with the three patterns: sink, blocking-first and injected
/// clock. Times are ticks of one millisecond; the taps come at 100, 200 and 300 as in the primer.
final class AsyncTapCounterTests: AsyncStyleTestCase {
  private var scheduler: AsyncTestScheduler!
  private var stops: [() -> Void] = []

  override func setUp() {
    super.setUp()
    scheduler = AsyncTestScheduler()
  }

  override func tearDown() {
    // Recorders of taps that never end run until they are cancelled.
    for stop in stops { stop() }
    scheduler.runUntilIdle()
    stops = []
    super.tearDown()
  }

  private func presenter<Taps>(tapping taps: Taps) -> AsyncTapCounterPresenter<Taps> {
    AsyncTapCounterPresenter(eventProvider: AsyncTapCounterEventProvider(buttonTapped: taps))
  }

  private func record<Taps>(_ presenter: AsyncTapCounterPresenter<Taps>) -> AsyncRecorder<Int, Never> {
    let recorder = scheduler.record(presenter.count)
    stops.append { recorder.cancel() }
    return recorder
  }

  // MARK: Sink

  func test_tapsAt100_200_300_countOneTwoThree() {
    // Given
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .next(300, ())])
    let presenter = presenter(tapping: taps)

    // When
    let sink = record(presenter)
    scheduler.advance(to: 1000)

    // Then
    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2), .next(300, 3)])
  }

  // snippet: hot-cold-async
  func test_twoIterations_eachCountFromTheirOwnStart() {
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .next(300, ())])
    let presenter = presenter(tapping: taps)
    let early = record(presenter)
    var late: AsyncRecorder<Int, Never>?

    scheduler.schedule(at: 150) { late = self.record(presenter) }
    scheduler.advance(to: 1000)

    XCTAssertEqual(early.events, [.next(100, 1), .next(200, 2), .next(300, 3)])
    XCTAssertEqual(late?.events, [.next(200, 1), .next(300, 2)])
  }
  // end snippet

  // MARK: Blocking first

  func test_threeTaps_blockingFirst_isOne() throws {
    let presenter = presenter(tapping: [(), (), ()].async)
    XCTAssertEqual(try presenter.count.blockingFirst(), 1)
  }

  func test_threeTaps_collectBlockingFirst_isEveryCount() throws {
    let presenter = presenter(tapping: [(), (), ()].async)
    XCTAssertEqual(try presenter.count.collect().blockingFirst(), [1, 2, 3])
  }

  func test_noTaps_collectBlockingFirst_isEmpty() throws {
    let presenter = presenter(tapping: [Void]().async)
    XCTAssertEqual(try presenter.count.collect().blockingFirst(), [])
  }

  // MARK: Injected clock

  // snippet: schedulers-async
  func test_tapsEnd_countEndsAfterTheirLastTap() {
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .completed(250)])
    let presenter = presenter(tapping: taps)

    let sink = scheduler.start(created: 0, subscribed: 50, cancelled: 1000) { presenter.count }

    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2), .completed(250)])
    XCTAssertEqual(taps.iterations, [Iteration(50, 250)])
  }
  // end snippet

  // The taps' failure type is `Never`: the Rx style's failing-taps case cannot be written here.

  func test_cancelledBetweenTaps_countsNoMore() {
    let taps = scheduler.createHotSequence([.next(100, ()), .next(200, ()), .next(300, ())])
    let presenter = presenter(tapping: taps)

    let sink = scheduler.start(created: 0, subscribed: 50, cancelled: 250) { presenter.count }
    scheduler.runUntilIdle()

    XCTAssertEqual(sink.events, [.next(100, 1), .next(200, 2)])
    XCTAssertEqual(taps.iterations, [Iteration(50, 250)])
  }
}
