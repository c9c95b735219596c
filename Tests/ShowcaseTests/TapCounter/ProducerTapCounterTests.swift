import Foundation
import ProducerStyle
import ProducerStyleTest
import Showcase
import XCTest

/// The producer-style tap counter, tested with the three patterns: sink, blocking-first and
/// injected scheduler. Times are in seconds; the taps come at 0.1, 0.2 and 0.3 as in the primer.
final class ProducerTapCounterTests: ProducerStyleTestCase {
  private var scheduler: TestScheduler!
  private var tapInputs: [Signal<Void, Never>.Observer] = []

  override func setUp() {
    super.setUp()
    scheduler = TestScheduler()
  }

  override func tearDown() {
    // Releasing a pipe's input interrupts its signal, so the tests keep the inputs until now.
    tapInputs = []
    super.tearDown()
  }

  private func presenter(tapping taps: Signal<Void, Never>) -> ProducerTapCounterPresenter {
    ProducerTapCounterPresenter(eventProvider: ProducerTapCounterEventProvider(buttonTapped: taps))
  }

  /// A hot tap signal that taps at `times` (in milliseconds), then ends as `end` says.
  private func hotTaps(at times: [Int], end: (time: Int, event: Signal<Void, Never>.Event)? = nil) -> Signal<
    Void, Never
  > {
    let (taps, tap) = Signal<Void, Never>.pipe()
    tapInputs.append(tap)
    for time in times {
      _ = scheduler.schedule(after: date(time)) { tap.send(value: ()) }
    }
    if let end {
      _ = scheduler.schedule(after: date(end.time)) { tap.send(end.event) }
    }
    return taps
  }

  private func date(_ milliseconds: Int) -> Date {
    scheduler.startDate.addingTimeInterval(TimeInterval(milliseconds) / 1000)
  }

  /// A cold count: each start makes a presenter, taps it `tapCount` times and ends the taps.
  private func counting(taps tapCount: Int) -> SignalProducer<Int, Never> {
    SignalProducer { observer, lifetime in
      let (taps, tap) = Signal<Void, Never>.pipe()
      let presenter = ProducerTapCounterPresenter(eventProvider: ProducerTapCounterEventProvider(buttonTapped: taps))
      lifetime += presenter.count.observe(observer)
      for _ in 0..<tapCount { tap.send(value: ()) }
      tap.sendCompleted()
    }
  }

  // MARK: Sink

  func test_tapsAt100_200_300_countOneTwoThree() {
    // Given
    let taps = hotTaps(at: [100, 200, 300])
    let presenter = presenter(tapping: taps)
    let sink = EventRecorder(presenter.count, clock: scheduler)

    // When
    scheduler.run()

    // Then
    XCTAssertEqual(sink.recorded, [.value(1, at: 0.1), .value(2, at: 0.2), .value(3, at: 0.3)])
  }

  // snippet: hot-cold-producer
  func test_twoObservers_shareOneCount() {
    let taps = hotTaps(at: [100, 200, 300])
    let presenter = presenter(tapping: taps)
    let early = EventRecorder(presenter.count, clock: scheduler)
    let late = EventRecorder<Int, Never>(clock: scheduler)

    _ = scheduler.schedule(after: date(150)) { presenter.count.observe(late.observer) }
    scheduler.run()

    // Unlike the Rx style's per-subscription scan, the signal's count is made once.
    XCTAssertEqual(early.recorded, [.value(1, at: 0.1), .value(2, at: 0.2), .value(3, at: 0.3)])
    XCTAssertEqual(late.recorded, [.value(2, at: 0.2), .value(3, at: 0.3)])
  }
  // end snippet

  // MARK: Blocking first

  func test_threeTaps_first_isOne() {
    XCTAssertEqual(counting(taps: 3).first(), .success(1))
  }

  func test_threeTaps_collectFirst_isEveryCount() {
    XCTAssertEqual(counting(taps: 3).collect().first(), .success([1, 2, 3]))
  }

  func test_noTaps_collectFirst_isEmpty() {
    XCTAssertEqual(counting(taps: 0).collect().first(), .success([]))
  }

  // MARK: Injected scheduler

  // snippet: schedulers-producer
  func test_tapsEnd_countEndsAfterTheirLastTap() {
    let taps = hotTaps(at: [100, 200], end: (250, .completed))
    let presenter = presenter(tapping: taps)

    let sink = EventRecorder(presenter.count, clock: scheduler)
    scheduler.run()

    XCTAssertEqual(sink.recorded, [.value(1, at: 0.1), .value(2, at: 0.2), .completed(at: 0.25)])
  }
  // end snippet

  func test_tapsInterrupted_countIsInterruptedAfterTheirLastTap() {
    let taps = hotTaps(at: [100, 200], end: (250, .interrupted))
    let presenter = presenter(tapping: taps)

    let sink = EventRecorder(presenter.count, clock: scheduler)
    scheduler.run()

    XCTAssertEqual(sink.recorded, [.value(1, at: 0.1), .value(2, at: 0.2), .interrupted(at: 0.25)])
  }

  func test_disposedBetweenTaps_countsNoMore() {
    let taps = hotTaps(at: [100, 200, 300])
    let presenter = presenter(tapping: taps)

    let sink = EventRecorder(presenter.count, clock: scheduler)
    _ = scheduler.schedule(after: date(250)) { sink.dispose() }
    scheduler.run()

    XCTAssertEqual(sink.recorded, [.value(1, at: 0.1), .value(2, at: 0.2)])
  }
}
