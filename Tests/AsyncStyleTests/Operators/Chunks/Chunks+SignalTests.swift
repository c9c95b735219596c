import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ChunksOfCountOrSignalTests: AsyncStyleTestCase {
  func test_chunksOrSignal_emitsWhenFullOrSignalledWithElements() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])
    let signal = scheduler.createHotSequence([.next(250, ()), .next(270, ())])
    let recorder = scheduler.start { source.chunks(ofCount: 2, or: signal) }
    XCTAssertEqual(recorder.events, [.next(220, ["a", "b"]), .next(250, ["c"]), .completed(300)])
  }

  func test_chunksOrTimer_emitsCollectedElementsAtEachTick() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(260, 3), .completed(320)])
    let recorder = scheduler.start {
      source.chunks(ofCount: 10, or: AsyncTimerSequence.timer(every: .milliseconds(50), clock: scheduler.clock))
    }
    XCTAssertEqual(recorder.events, [.next(250, [1, 2]), .next(300, [3]), .completed(320)])
  }

  func test_chunkedByTimer_emitsCollectedElementsAtEachTickOfAStepClock() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(260, 3), .completed(320)])
    let clock = StepClock(scheduler: scheduler)
    let recorder = scheduler.start { source.chunked(by: .repeating(every: .steps(50), clock: clock)) }
    XCTAssertEqual(recorder.events, [.next(250, [1, 2]), .next(300, [3]), .completed(320)])
  }

  func test_chunkedBySignal_emitsOnlyOnSignal() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let signal = scheduler.createHotSequence([.next(225, ()), .completed(240)])
    let recorder = scheduler.start { source.chunked(by: signal) }
    XCTAssertEqual(recorder.events, [.next(225, [1, 2]), .next(300, [3]), .completed(300)])
  }

  func test_chunksOrSignal_emptyBaseFinishesWithoutChunk() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let signal = scheduler.createHotSequence([.next(220, ())])
    let recorder = scheduler.start { source.chunks(ofCount: 2, or: signal) }
    XCTAssertEqual(recorder.events, [.completed(250)])
  }

  func test_chunksOrSignal_failureDropsCollectedElements() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(230, TestError(code: 9))])
    let signal = scheduler.createHotSequence([.next(400, ())])
    let recorder = scheduler.start { source.chunks(ofCount: 2, or: signal) }
    XCTAssertEqual(recorder.events, [.failure(230, TestError(code: 9))])
  }

  func test_chunksOrTimer_cancelledWithElementsCollected_endsWithoutThem() {
    let scheduler = AsyncTestScheduler()
    let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
    scheduler.schedule(at: 210) { continuation.yield(1) }
    let recorder = scheduler.start(cancelled: 240) {
      stream.chunks(ofCount: 10, or: AsyncTimerSequence.timer(every: .milliseconds(50), clock: scheduler.clock))
    }
    // swift-async-algorithms takes the cancelled stream's `nil` for the end of its base and sends
    // the collected [1] at 240; here the cancellation ends the sequence first.
    XCTAssertEqual(recorder.events, [])
  }

  func test_chunksOrTimer_cancelledMidStream() {
    assertEndsWhenCancelled { clock in
      (0...).async.chunks(ofCount: 2, or: AsyncTimerSequence.timer(every: .milliseconds(10), clock: clock))
    }
  }
}
