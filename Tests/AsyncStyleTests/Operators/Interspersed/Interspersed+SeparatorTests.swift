import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

/// The closure forms of `interspersed(every:with:)`: the separator is made each time it is needed.
final class InterspersedSeparatorTests: AsyncStyleTestCase {
  final class Counter: Sendable {
    private let count = Lock(0)
    var value: Int { count.withLock { $0 } }
    func next() -> Int {
      count.withLock { count in
        count += 1
        return -count
      }
    }
  }

  func test_interspersed_closureIsCalledOncePerSeparator() async {
    let counter = Counter()
    let source: [Int] = [1, 2, 3, 4, 5]
    let all = await elements(source.async.interspersed(every: 2) { counter.next() })
    XCTAssertEqual(all, [1, 2, -1, 3, 4, -2, 5])
    XCTAssertEqual(counter.value, 2)
  }

  func test_interspersed_emptyBaseNeverCallsTheClosure() async {
    let counter = Counter()
    let all = await elements([Int]().async.interspersed { () -> Int in counter.next() })
    XCTAssertEqual(all, [])
    XCTAssertEqual(counter.value, 0)
  }

  func test_interspersed_asyncSeparatorIsEmittedWhenItIsReady() {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .completed(300)])
    let recorder = scheduler.start {
      source.interspersed {
        try? await clock.sleep(for: .milliseconds(5))
        return 0
      }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(225, 0), .next(225, 2), .completed(300)])
  }

  func test_interspersed_throwingSeparatorFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let counter = Counter()
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.interspersed { () async throws -> Int in try rejecting(-2, counter.next()) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, -1), .next(220, 2), .failure(230, TestError(code: -2))])
  }

  func test_interspersed_synchronousThrowingSeparatorFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let counter = Counter()
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.interspersed { () throws -> Int in try rejecting(-1, counter.next()) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(220, TestError(code: -1))])
    XCTAssertEqual(counter.value, 1)
  }

  func test_interspersed_throwingSeparatorForwardsBaseFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(240, TestError(code: 4))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.interspersed { () async throws -> Int in 0 }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(240, TestError(code: 4))])
  }

  func test_interspersed_valueFormKeepsItsSequence() {
    let spaced = ["a"].async.interspersed(with: "-")
    XCTAssertTrue(type(of: spaced) == AsyncInterspersedSequence<AsyncSyncSequence<[String]>>.self)
  }

  func test_interspersed_closureFormEndsWhenCancelled() {
    assertEndsWhenCancelled { (0...).async.interspersed { 0 } }
  }
}
