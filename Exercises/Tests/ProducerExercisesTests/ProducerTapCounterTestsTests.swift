import Foundation
import ProducerExercises
import ProducerStyle
import ProducerStyleTest
import XCTest

final class ProducerTapCounterTestsTests: XCTestCase {
  /// A hot tap signal tapped at `times` (seconds) on `scheduler`, then ended at `end` if given,
  /// with its input, which the test keeps until it is done (a released input interrupts the taps).
  private func hotTaps(
    at times: [TimeInterval], endingAt end: TimeInterval? = nil, scheduler: TestScheduler
  ) -> (taps: Signal<Void, Never>, input: Signal<Void, Never>.Observer) {
    let (taps, tap) = Signal<Void, Never>.pipe()
    for time in times {
      _ = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(time)) { tap.send(value: ()) }
    }
    if let end {
      _ = scheduler.schedule(after: scheduler.startDate.addingTimeInterval(end)) { tap.sendCompleted() }
    }
    return (taps, tap)
  }

  func test_sink_tapsAt100_200_300ms_countOneTwoThree() {
    let scheduler = TestScheduler()
    let (taps, input) = hotTaps(at: [0.1, 0.2, 0.3], scheduler: scheduler)
    XCTAssertEqual(
      countsOfTaps(taps, scheduler: scheduler), [.value(1, at: 0.1), .value(2, at: 0.2), .value(3, at: 0.3)])
    withExtendedLifetime(input) {}
  }

  func test_sink_tapsThatEnd_endTheCount() {
    let scheduler = TestScheduler()
    let (taps, input) = hotTaps(at: [0.05, 0.4], endingAt: 0.5, scheduler: scheduler)
    XCTAssertEqual(
      countsOfTaps(taps, scheduler: scheduler), [.value(1, at: 0.05), .value(2, at: 0.4), .completed(at: 0.5)])
    withExtendedLifetime(input) {}
  }

  func test_blockingFirst_threeTaps_countOneTwoThree() {
    XCTAssertEqual(everyCount(ofTaps: 3), .success([1, 2, 3]))
  }

  func test_blockingFirst_noTaps_countNothing() {
    XCTAssertEqual(everyCount(ofTaps: 0), .success([]))
  }

  func test_injectedScheduler_tapsEnd_countEndsAfterTheLastTap() {
    let scheduler = TestScheduler()
    let (taps, input) = hotTaps(at: [0.1, 0.2], endingAt: 0.25, scheduler: scheduler)
    XCTAssertEqual(
      countsUntil(disposedAt: 1, taps: taps, scheduler: scheduler),
      [.value(1, at: 0.1), .value(2, at: 0.2), .completed(at: 0.25)])
    withExtendedLifetime(input) {}
  }

  func test_injectedScheduler_disposedBetweenTaps_countsNoMore() {
    let scheduler = TestScheduler()
    let (taps, input) = hotTaps(at: [0.1, 0.2, 0.3], scheduler: scheduler)
    XCTAssertEqual(
      countsUntil(disposedAt: 0.25, taps: taps, scheduler: scheduler), [.value(1, at: 0.1), .value(2, at: 0.2)])
    withExtendedLifetime(input) {}
  }
}
