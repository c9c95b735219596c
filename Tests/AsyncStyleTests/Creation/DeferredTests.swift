import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class DeferredTests: AsyncStyleTestCase {
  func test_deferred_emitsResultWhenOperationReturnsThenFinishes() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.start {
      deferred { () async -> String in
        try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(50)))
        return "library"
      }
    }
    XCTAssertEqual(recorder.events, [.next(250, "library"), .completed(250)])
  }

  func test_deferred_throwsTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let recorder = scheduler.start { deferred { () throws(TestError) -> Int in throw TestError(code: 7) } }
    XCTAssertEqual(recorder.events, [.failure(200, TestError(code: 7))])
  }

  func test_deferred_callsOperationOnlyOnFirstNextAndOncePerIteration() async {
    let calls = Lock(0)
    let sequence = deferred { () async -> Int in
      calls.withLock { count in
        count += 1
        return count
      }
    }
    var iterator = sequence.makeAsyncIterator()
    XCTAssertEqual(calls.withLock { $0 }, 0)
    let first = await iterator.next()
    let afterEnd = await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertNil(afterEnd)
    let again = await elements(sequence)
    XCTAssertEqual(again, [2])
  }

  func test_deferred_cancelledWhileOperationWaitsEndsWithOperationsResult() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let recorder = scheduler.start(cancelled: 220) {
      deferred { () throws(TestError) -> Int in
        do { try await clock.sleep(until: clock.now.advanced(by: .milliseconds(50))) } catch {
          throw TestError(code: 1)
        }
        return 1
      }
    }
    // The recorder stops recording at its cancellation; the operation saw it and stopped waiting.
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_deferred_asOneShotStepOfChain() {
    let scheduler = AsyncTestScheduler()
    let recorder = scheduler.start {
      deferred { () throws(TestError) -> Int in throw TestError(code: 2) }
        .map { "value \($0)" }
        .catch { AsyncJust("failed \($0.code)") }
        .startWith("loading")
    }
    XCTAssertEqual(recorder.events, [.next(200, "loading"), .next(200, "failed 2"), .completed(200)])
  }

  func test_just_emitsElementThenFinishes() async {
    let all = await elements(AsyncJust(3))
    XCTAssertEqual(all, [3])
  }
}
