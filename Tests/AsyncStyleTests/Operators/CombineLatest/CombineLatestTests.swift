import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class CombineLatestTests: AsyncStyleTestCase {
  func test_combineLatest_emitsOnceBothHaveEmitted() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(230, 2), .next(300, 3), .completed(400)])
    let second = scheduler.createHotSequence([.next(250, "a"), .next(350, "b"), .completed(450)])
    let recorder = scheduler.start { combineLatest(first, second).map { "\($0)\($1)" } }
    XCTAssertEqual(recorder.events, [.next(250, "2a"), .next(300, "3a"), .next(350, "3b"), .completed(450)])
  }

  func test_combineLatest3_emitsTriples() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .completed(500)])
    let second = scheduler.createHotSequence([.next(220, 2), .next(260, 4), .completed(500)])
    let third = scheduler.createHotSequence([.next(240, 3), .completed(500)])
    let recorder = scheduler.start { combineLatest(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(240, 6), .next(260, 8), .completed(500)])
  }

  func test_combineLatest_upstreamFailureIsThrownAtOnce() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .failure(300, TestError(code: 3))])
    let second = scheduler.createHotSequence([.next(250, 10), .next(400, 20)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(250, 11), .failure(300, TestError(code: 3))])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }

  func test_combineLatest_finishesWhenOneEndsWithoutEmitting() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)])
    let second = scheduler.createHotSequence([.completed(300)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.completed(300)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
  }
}

final class CombineLatestCancellationTests: AsyncStyleTestCase {
  func test_combineLatest_cancellationCancelsBothBases() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)])
    let second = scheduler.createHotSequence([.next(220, 10), .next(500, 20)])
    let recorder = scheduler.start(cancelled: 300) { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(220, 11)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }
}

final class CombineLatestFailureTests: AsyncStyleTestCase {
  func test_combineLatest_failureDoesNotWaitForABaseThatIgnoresCancellation() {
    let scheduler = AsyncTestScheduler()
    let failing = scheduler.createHotSequence([.next(210, 1), .failure(300, TestError(code: 7))])
    let stuck = DeafSequence(first: 10)
    let recorder = scheduler.start { combineLatest(failing, stuck).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(210, 11), .failure(300, TestError(code: 7))])
    // The base was asked to stop at the failure; letting it go ends the operator's task.
    XCTAssertTrue(stuck.wasCancelled)
    stuck.release()
    scheduler.runUntilIdle()
  }

  func test_combineLatest_endsAfterItsFailure() {
    let scheduler = AsyncTestScheduler()
    let failing = scheduler.createHotSequence([.failure(250, TestError(code: 2))] as [AsyncRecorded<Int, TestError>])
    let stuck = DeafSequence(first: 10)
    let outcome = scheduler.spawn { () async -> [String] in
      var iterator = combineLatest(failing, stuck).makeAsyncIterator()
      var seen: [String] = []
      do {
        while let pair = try await iterator.next() { seen.append("\(pair)") }
      } catch {
        seen.append("failed \((error as? TestError)?.code ?? -1)")
      }
      seen.append(try! await iterator.next() == nil ? "then nil" : "then more")
      return seen
    }
    scheduler.advance(to: 300)
    XCTAssertEqual(outcome.value, ["failed 2", "then nil"])
    stuck.release()
    scheduler.runUntilIdle()
  }
}

/// Emits `first` at once, then waits, deaf to cancellation, until released; then ends.
private final class DeafSequence: AsyncSequence, Sendable {
  typealias Element = Int
  typealias Failure = TestError

  private struct State {
    var released = false
    var waiter: UnsafeContinuation<Void, Never>?
    var cancelled = false
  }

  private let first: Int
  private let state = Lock(State())

  init(first: Int) { self.first = first }

  var wasCancelled: Bool { state.withLock { $0.cancelled } }

  func release() {
    state.withLock { state -> UnsafeContinuation<Void, Never>? in
      state.released = true
      defer { state.waiter = nil }
      return state.waiter
    }?.resume()
  }

  struct AsyncIterator: AsyncIteratorProtocol {
    let sequence: DeafSequence
    var emitted = false

    mutating func next() async throws(TestError) -> Int? {
      if !emitted {
        emitted = true
        return sequence.first
      }
      await sequence.waitForRelease()
      return nil
    }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator(sequence: self) }

  private func waitForRelease() async {
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        let released = state.withLock { state in
          if !state.released { state.waiter = continuation }
          return state.released
        }
        if released { continuation.resume() }
      }
    } onCancel: {
      // Notes the request and ignores it.
      state.withLock { $0.cancelled = true }
    }
  }
}

/// The edge classes of combineLatest, each as exact events and iteration spans.
final class CombineLatestEdgeTests: AsyncStyleTestCase {
  func test_combineLatest_bothEmpty_finishesWithTheFirstToEnd() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.completed(300)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.completed(250)])
    XCTAssertEqual(second.iterations, [Iteration(200, 250)])
  }

  func test_combineLatest_baseThatEndedAfterEmitting_keepsItsLastElementInEveryCombination() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(215, 2), .completed(220)])
    let second = scheduler.createHotSequence([.next(230, "a"), .next(240, "b"), .completed(300)])
    let recorder = scheduler.start { combineLatest(first, second).map { "\($0)\($1)" } }
    XCTAssertEqual(recorder.events, [.next(230, "2a"), .next(240, "2b"), .completed(300)])
    XCTAssertEqual(first.iterations, [Iteration(200, 220)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }

  func test_combineLatest_secondFailingBeforeAnyCombination_failsAtOnce() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 2)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.failure(230, TestError(code: 5))] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.failure(230, TestError(code: 5))])
    XCTAssertEqual(first.iterations, [Iteration(200, 230)])
  }

  func test_combineLatest_cancelledBeforeAnyCombination_endsBothIterations() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1)])
    let second = scheduler.createHotSequence([.next(400, 2)])
    let recorder = scheduler.start(cancelled: 300) { combineLatest(first, second).map { $0 + $1 } }
    scheduler.advance(to: 500)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }

  func test_combineLatest_consumerSendingIntoABaseWhileHandlingACombination_getsTheNewCombinationNext() {
    let scheduler = AsyncTestScheduler()
    let first = AsyncPassthroughSubject<Int, Never>()
    let second = scheduler.createHotSequence([.next(220, "x"), .next(260, "y"), .completed(300)])
    let combined = combineLatest(first, second).map { "\($0)\($1)" }
    let recorder = scheduler.record(combined.handleEvents(onElement: { if $0 == "1x" { first.send(2) } }))
    scheduler.schedule(at: 210) { first.send(1) }
    scheduler.schedule(at: 320) { first.finish() }
    scheduler.advance(to: 400)
    XCTAssertEqual(recorder.events, [.next(220, "1x"), .next(220, "2x"), .next(260, "2y"), .completed(320)])
    XCTAssertEqual(first.consumerCount, 0)
  }

  func test_combineLatest_manyElementsAlternating_combineEachWithTheOthersLatest() {
    let scheduler = AsyncTestScheduler()
    let count = 10
    let first = scheduler.createHotSequence(
      (0..<count).map { AsyncRecorded<Int, Never>.next(210 + 10 * $0, $0) } + [.completed(400)])
    let second = scheduler.createHotSequence(
      (0..<count).map { AsyncRecorded<Int, Never>.next(215 + 10 * $0, 100 * $0) } + [.completed(400)])
    let recorder = scheduler.start { combineLatest(first, second).map { $0 + $1 } }
    var expected: [AsyncRecorded<Int, Never>] = []
    for index in 0..<count {
      if index > 0 { expected.append(.next(210 + 10 * index, index + 100 * (index - 1))) }
      expected.append(.next(215 + 10 * index, index + 100 * index))
    }
    XCTAssertEqual(recorder.events, expected + [.completed(400)])
  }
}
