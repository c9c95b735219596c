import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// `flatten(.concurrent(limit:))`: up to `limit` inner streams run at once; the others wait,
/// and start in the order they came as running ones complete.
final class FlattenConcurrentTests: ProducerStyleTestCase {
  private typealias Inner = SignalProducer<Int, TestError>

  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_concurrentTwo_theThirdInnerStartsWhenASlotFrees() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("--1|"))
    let b = lifecycle.mark("b", try scheduler.digits("-----2|"))
    let c = lifecycle.mark("c", try scheduler.digits("-3|"))
    let recorder = EventRecorder(
      SignalProducer<Inner, TestError>(values: a, b, c).flatten(.concurrent(limit: 2)), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 2), .value(3, at: 4), .value(2, at: 5), .completed(at: 6)])
    XCTAssertEqual(
      lifecycle.log,
      ["a started @ 0", "b started @ 0", "c started @ 3", "a disposed @ 3", "c disposed @ 5", "b disposed @ 6"])
  }

  func test_concurrentThree_tenInners_runInRoundsInTheOrderTheyCame() {
    let lifecycle = Lifecycle(clock: scheduler)
    let producer = SignalProducer<Int, TestError>(values: 0..<10).flatMap(.concurrent(limit: 3)) {
      [scheduler] index in
      lifecycle.mark("inner", Inner(value: index).delay(1, on: scheduler))
    }
    let recorder = EventRecorder(producer, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(
      recorder.recorded, (0..<10).map { .value($0, at: TimeInterval($0 / 3 + 1)) } + [.completed(at: 4)])
    XCTAssertEqual(
      [0, 1, 2, 3].map { lifecycle.count("inner started @ \($0)") }, [3, 3, 3, 1])
  }

  func test_concurrent_outerWithoutInners_completesAtOnce() {
    let recorder = EventRecorder(SignalProducer<Inner, TestError>.empty.flatten(.concurrent(limit: 2)))
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_concurrent_innerFailure_disposesTheRunningInners_andTheQueuedNeverStart() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = try scheduler.digits("-#")
    let b = lifecycle.mark("b", try scheduler.digits("----1|"))
    let c = lifecycle.mark("c", try scheduler.digits("-2|"))
    let recorder = EventRecorder(
      SignalProducer<Inner, TestError>(values: a, b, c).flatten(.concurrent(limit: 2)), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 1)])
    XCTAssertEqual(lifecycle.log, ["b started @ 0", "b disposed @ 1"])
  }

  func test_concurrent_disposedMidStream_disposesTheRunningInners_andTheQueuedNeverStart() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1---|"))
    let b = lifecycle.mark("b", try scheduler.digits("---2|"))
    let c = lifecycle.mark("c", try scheduler.digits("-3|"))
    let recorder = EventRecorder(
      SignalProducer<Inner, TestError>(values: a, b, c).flatten(.concurrent(limit: 2)), clock: scheduler)
    scheduler.advance(by: .seconds(2))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .interrupted(at: 2)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "a disposed @ 2", "b disposed @ 2"])
  }

  func test_concurrent_interruptedInner_freesItsSlot() throws {
    let a = try scheduler.digits("-!")
    let b = try scheduler.digits("-----1|")
    let c = try scheduler.digits("-2|")
    let recorder = EventRecorder(
      SignalProducer<Inner, TestError>(values: a, b, c).flatten(.concurrent(limit: 2)), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(2, at: 2), .value(1, at: 5), .completed(at: 6)])
  }

  func test_concurrent_innerSentByTheObserverWhileAllSlotsAreBusy_waitsForASlot() {
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (second, secondInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    SignalProducer(outer).flatten(.concurrent(limit: 2))
      .on(value: { value in if value == 1 { outerInput.send(value: SignalProducer(value: 30)) } })
      .start(recorder.observer)
    outerInput.send(value: SignalProducer(first))
    outerInput.send(value: SignalProducer(second))
    firstInput.send(value: 1)
    secondInput.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .value(2)])
    firstInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(30)])
    outerInput.sendCompleted()
    secondInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(30), .completed])
  }
}
