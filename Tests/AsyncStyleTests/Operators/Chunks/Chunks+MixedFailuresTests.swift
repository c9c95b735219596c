import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// `chunks(ofCount:or:)` and `chunked(by:)` with a signal that can fail.
final class ChunksMixedFailuresTests: AsyncStyleTestCase {
  struct SignalError: Error, Equatable {}

  func test_chunksOrSignal_signalFailingLikeTheBaseEndsWithItsFailureAndDropsTheChunk() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4)] as [AsyncRecorded<Int, TestError>])
    let signal = scheduler.createHotSequence([.next(215, ()), .failure(240, TestError(code: 5))])
    let recorder: AsyncRecorder<[Int], TestError> = scheduler.start { source.chunks(ofCount: 5, or: signal) }
    XCTAssertEqual(recorder.events, [.next(215, [1]), .failure(240, TestError(code: 5))])
    XCTAssertEqual(source.iterations, [Iteration(200, 240)])
  }

  func test_chunkedBySignal_neverFailingBaseTakesTheSignalsFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, "a"), .next(230, "b")] as [AsyncRecorded<String, Never>])
    let signal = scheduler.createHotSequence([.next(220, ()), .failure(250, TestError(code: 1))])
    let recorder: AsyncRecorder<[String], TestError> = scheduler.start { source.chunked(by: signal) }
    XCTAssertEqual(recorder.events, [.next(220, ["a"]), .failure(250, TestError(code: 1))])
  }

  func test_chunkedBySignal_baseFailureStillEndsItWithAFailingSignal() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(230, TestError(code: 2))])
    let signal = scheduler.createHotSequence([.next(220, ()), .next(300, ())] as [AsyncRecorded<Void, TestError>])
    let recorder: AsyncRecorder<[Int], TestError> = scheduler.start { source.chunked(by: signal) }
    XCTAssertEqual(recorder.events, [.next(220, [1]), .failure(230, TestError(code: 2))])
    XCTAssertEqual(signal.iterations, [Iteration(200, 230)])
  }

  func test_chunksOrSignal_differentFailureTypesFailWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(260, 2)] as [AsyncRecorded<Int, TestError>])
    let signal = scheduler.createHotSequence([.failure(240, SignalError())] as [AsyncRecorded<Void, SignalError>])
    let recorder: AsyncRecorder<[Int], any Error> = scheduler.start { source.chunks(ofCount: 3, or: signal) }
    XCTAssertEqual(recorder.events, [.failure(240, SignalError())])
  }

  func test_chunksOrSignal_signalFinishingOnlyStopsSignalling() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(260, 2), .completed(300)])
    let signal = scheduler.createHotSequence([.next(220, ()), .completed(230)] as [AsyncRecorded<Void, TestError>])
    let recorder: AsyncRecorder<[Int], TestError> = scheduler.start { source.chunks(ofCount: 3, or: signal) }
    XCTAssertEqual(recorder.events, [.next(220, [1]), .next(300, [2]), .completed(300)])
  }
}
