import AsyncStyleTest
import TestSupport
import XCTest

final class TestAsyncSequenceTests: XCTestCase {
  func test_hot_lateConsumerMissesEarlierEvents() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(100, "a"), .next(300, "b"), .completed(400)])
    scheduler.advance(to: 200)
    let recorder = scheduler.record(source)
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [.next(300, "b"), .completed(400)])
    XCTAssertEqual(source.iterations, [Iteration(200, 400)])
  }

  func test_hot_isSharedByConsumers() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(100, 1), .next(200, 2), .completed(300)])
    let first = scheduler.record(source)
    let second = scheduler.record(source)
    scheduler.advance(to: 1000)
    XCTAssertEqual(first.events, [.next(100, 1), .next(200, 2), .completed(300)])
    XCTAssertEqual(second.events, first.events)
    XCTAssertEqual(source.iterations, [Iteration(0, 300), Iteration(0, 300)])
  }

  func test_cold_playsForEachIterationFromItsStart() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, "a"), .next(20, "b"), .completed(30)])
    let first = scheduler.record(source)
    scheduler.advance(to: 100)
    let second = scheduler.record(source)
    scheduler.advance(to: 1000)
    XCTAssertEqual(first.events, [.next(10, "a"), .next(20, "b"), .completed(30)])
    XCTAssertEqual(second.events, [.next(110, "a"), .next(120, "b"), .completed(130)])
    XCTAssertEqual(source.iterations, [Iteration(0, 30), Iteration(100, 130)])
  }

  func test_cold_failureEndsIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, 1), .failure(20, TestError.boom), .next(30, 2)])
    let recorder = scheduler.start { source }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(220, .boom)])
    XCTAssertEqual(source.iterations, [Iteration(200, 220)])
  }

  func test_cancelWhileWaiting_endsIterationAndStopsColdPlayback() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createColdSequence([.next(10, "a"), .next(500, "b")])
    let recorder = scheduler.record(source)
    scheduler.advance(to: 100)
    let pendingBefore = scheduler.pendingCount
    recorder.cancel()
    scheduler.runUntilIdle()
    XCTAssertEqual(source.iterations, [Iteration(0, 100)])
    XCTAssertEqual(pendingBefore, 1)
    XCTAssertEqual(scheduler.pendingCount, 0)
    XCTAssertEqual(recorder.events, [.next(10, "a")])
  }

  func test_droppingTheIterator_endsIteration() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(100, 1), .next(200, 2), .next(300, 3)])
    let task = scheduler.spawn { () async -> Int? in
      for await value in source where value == 2 { return value }
      return nil
    }
    scheduler.advance(to: 1000)
    XCTAssertEqual(task.value, 2)
    XCTAssertEqual(source.iterations, [Iteration(0, 200)])
  }

  func test_busyConsumer_getsBufferedEventsInOrder() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([.next(100, 1), .next(110, 2), .next(120, 3), .completed(130)])
    let seen = Log()
    scheduler.spawn {
      for await value in source {
        seen.append("\(value)@\(scheduler.currentTick)")
        try? await clock.sleep(for: .milliseconds(50))
      }
      seen.append("end@\(scheduler.currentTick)")
    }
    scheduler.advance(to: 1000)
    XCTAssertEqual(seen.entries, ["1@100", "2@150", "3@200", "end@250"])
    XCTAssertEqual(source.iterations, [Iteration(0, 250)])
  }

  func test_emptyEvents_neverEnd() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { source }
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.iterations, [Iteration(200, 1000)])
  }
}
