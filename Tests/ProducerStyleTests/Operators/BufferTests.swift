import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class BufferTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  override func tearDown() {
    scheduler.run()
    super.tearDown()
  }

  private func advance(to seconds: TimeInterval) {
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(seconds))
  }

  func test_collectEvery_sendsEachIntervalsValues_emptyIncluded() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler), clock: scheduler)
    input.send(value: 1)
    input.send(value: 2)
    advance(to: 1.5)
    input.send(value: 3)
    advance(to: 3)
    XCTAssertEqual(recorder.recorded, [.value([1, 2], at: 1), .value([3], at: 2), .value([], at: 3)])
    input.sendCompleted()
  }

  func test_collectEvery_skipEmpty() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      signal.collect(every: .seconds(1), on: scheduler, skipEmpty: true), clock: scheduler)
    advance(to: 1.5)
    input.send(value: 1)
    advance(to: 3)
    XCTAssertEqual(recorder.recorded, [.value([1], at: 2)])
    input.sendCompleted()
  }

  func test_collectEvery_completionDiscardsByDefault() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler), clock: scheduler)
    input.send(value: 1)
    advance(to: 0.5)
    input.sendCompleted()
    advance(to: 5)
    XCTAssertEqual(recorder.recorded, [.completed(at: 0.5)])
  }

  func test_collectEvery_completionWaitsForTheNextTickWhenNotDiscarding() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2)
      .collect(every: .seconds(2), on: scheduler, discardWhenCompleted: false)
    let recorder = EventRecorder(producer, clock: scheduler)
    advance(to: 5)
    XCTAssertEqual(recorder.recorded, [.value([1, 2], at: 2), .completed(at: 2)])
  }

  func test_collectEvery_failureIsDeliveredAtOnce_andStopsTheTimer() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.collect(every: .seconds(1), on: scheduler), clock: scheduler)
    input.send(value: 1)
    input.send(error: .boom)
    advance(to: 3)
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 0)])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }
}
