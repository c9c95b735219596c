import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class RetryIntervalTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  /// Fails its first `failures` starts after sending the attempt's number; then sends it and
  /// completes. Records the time of each start.
  private func flaky(failures: Int, starts: Locked<[Double]>) -> SignalProducer<Int, TestError> {
    let scheduler = scheduler
    return SignalProducer { observer, _ in
      let number = starts.withLock { starts -> Int in
        starts.append(scheduler.currentDate.timeIntervalSince(scheduler.startDate))
        return starts.count
      }
      observer.send(value: number)
      if number <= failures {
        observer.send(error: .boom)
      } else {
        observer.sendCompleted()
      }
    }
  }

  func test_retry_waitsTheIntervalBeforeEachAttempt_untilOneSucceeds() {
    let starts = Locked<[Double]>([])
    let recorder = EventRecorder(
      flaky(failures: 2, starts: starts).retry(upTo: 3, interval: 2, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(starts.value, [0, 2, 4])
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 2), .value(3, at: 4), .completed(at: 4)])
  }

  func test_retry_exhausted_passesTheLastFailureOnAtOnce() {
    let starts = Locked<[Double]>([])
    let recorder = EventRecorder(
      flaky(failures: 5, starts: starts).retry(upTo: 1, interval: 2, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(starts.value, [0, 2])
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .value(2, at: 2), .failed(.boom, at: 2)])
  }

  func test_retry_disposedWhileWaiting_startsNoMoreAttempts() {
    let starts = Locked<[Double]>([])
    let recorder = EventRecorder(
      flaky(failures: 5, starts: starts).retry(upTo: 3, interval: 2, on: scheduler), clock: scheduler)
    scheduler.advance(by: .seconds(1))
    recorder.dispose()
    scheduler.advance(by: .seconds(10))
    XCTAssertEqual(starts.value, [0])
    XCTAssertEqual(recorder.recorded, [.value(1, at: 0), .interrupted(at: 1)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_retryZero_isTheProducerItself() {
    let starts = Locked<[Double]>([])
    let recorder = EventRecorder(flaky(failures: 1, starts: starts).retry(upTo: 0, interval: 2, on: scheduler))
    XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
  }
}
