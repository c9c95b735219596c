import AsyncStyleTest
import TestSupport
import XCTest

final class AsyncRecorderTests: XCTestCase {
  func test_record_keepsElementsAndCompletionWithTheirTicks() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.record(Ticker(clock: clock, delays: [150, 150, 100], names: ["a", "b", "c"]))
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [.next(150, "a"), .next(300, "b"), .next(400, "c"), .completed(400)])
    XCTAssertEqual(recorder.values, ["a", "b", "c"])
    XCTAssertTrue(recorder.isFinished)
  }

  func test_record_keepsTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(100, 1), .failure(250, TestError.boom)])
    let recorder = scheduler.record(source)
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [.next(100, 1), .failure(250, .boom)])
  }

  func test_record_untypedFailure_comparesByTypeAndDescription() {
    let scheduler = AsyncTestScheduler()
    let stream = AsyncThrowingStream<Int, any Error> { $0.finish(throwing: DescribedError(text: "x")) }
    let recorder = scheduler.record(stream)
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.failure(0, DescribedError(text: "x"))])
    XCTAssertNotEqual(recorder.events, [.failure(0, DescribedError(text: "y"))])
    XCTAssertNotEqual(recorder.events, [.failure(0, TestError.boom)])
  }

  func test_cancel_stopsRecordingAndCancelsTheConsumer() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(100, "a"), .next(300, "b"), .completed(400)])
    let recorder = scheduler.record(source)
    scheduler.schedule(at: 200) { recorder.cancel() }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [.next(100, "a")])
    XCTAssertEqual(source.iterations, [Iteration(0, 200)])
  }

  func test_start_usesRxTestTimes() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(150, 1), .next(210, 2), .next(1100, 3)])
    let recorder = scheduler.start { source.map { $0 * 10 } }
    XCTAssertEqual(recorder.events, [.next(210, 20)])
    XCTAssertEqual(source.iterations, [Iteration(200, 1000)])
    XCTAssertEqual(scheduler.currentTick, 1000)
  }

  func test_emptySequence_recordsOnlyCompletion() {
    let scheduler = AsyncTestScheduler()
    let recorder = scheduler.record(AsyncStream<Int> { $0.finish() })
    scheduler.runUntilIdle()
    XCTAssertEqual(recorder.events, [.completed(0)])
  }

  func test_sideBySide_marksDifferingLines() {
    let expected: [AsyncRecorded<String, Never>] = [.next(150, "a"), .completed(400)]
    let actual: [AsyncRecorded<String, Never>] = [.next(150, "a"), .next(300, "b"), .completed(400)]
    XCTAssertEqual(
      sideBySide(expected: expected, actual: actual),
      """
      expected        | actual
      next("a") @ 150 | next("a") @ 150
      completed @ 400 ≠ next("b") @ 300
      —               ≠ completed @ 400
      """)
  }
}

struct DescribedError: Error {
  let text: String
}

/// Emits `names[i]` after sleeping `delays[i]` milliseconds on `clock`, then finishes.
struct Ticker: AsyncSequence, Sendable {
  let clock: TestClock
  let delays: [Int]
  let names: [String]

  struct Iterator: AsyncIteratorProtocol {
    let clock: TestClock
    let delays: [Int]
    let names: [String]
    var index = 0

    mutating func next() async throws -> String? {
      guard index < names.count else { return nil }
      defer { index += 1 }
      try await clock.sleep(for: .milliseconds(delays[index]))
      return names[index]
    }
  }

  func makeAsyncIterator() -> Iterator { Iterator(clock: clock, delays: delays, names: names) }
}
