import AsyncStyle
import AsyncStyleTest
import XCTest

extension AsyncStyleTestCase {
  /// Checks that iterating `make()` ends promptly once the consuming task is cancelled.
  ///
  /// The consumer runs on a test scheduler and cancels its own task after `after` elements (with
  /// `after` = 0 it is cancelled before its first `next()`). The iteration must then end — `nil`
  /// or a thrown error — within `allowance` further elements; an operator that ignored the
  /// cancellation over an endless source would run past that bound, which fails the test instead
  /// of hanging it. No real clock is involved: the scheduler runs until nothing is left to do.
  func assertEndsWhenCancelled<S: AsyncSequence & SendableMetatype>(
    after: Int = 3, allowance: Int = 1_000, file: StaticString = #filePath, line: UInt = #line,
    _ make: @escaping @Sendable () -> S
  ) {
    assertEndsWhenCancelled(after: after, allowance: allowance, file: file, line: line) { _ in make() }
  }

  /// Checks that iterating `make(clock)` ends promptly once the consuming task is cancelled;
  /// `clock` is the test scheduler's, which stays at zero.
  func assertEndsWhenCancelled<S: AsyncSequence & SendableMetatype>(
    after: Int = 3, allowance: Int = 1_000, file: StaticString = #filePath, line: UInt = #line,
    _ make: @escaping @Sendable (TestClock) -> S
  ) {
    let scheduler = AsyncTestScheduler()
    let clock = scheduler.clock
    let consumer = scheduler.spawn { () async -> Int? in
      if after == 0 { withUnsafeCurrentTask { $0?.cancel() } }
      var iterator = make(clock).makeAsyncIterator()
      var count = 0
      do {
        while try await iterator.next(isolation: nil) != nil {
          count += 1
          if count == after { withUnsafeCurrentTask { $0?.cancel() } }
          if count - after > allowance { return nil }
        }
      } catch {}
      return max(0, count - after)
    }
    scheduler.runUntilIdle()
    XCTAssertTrue(consumer.isFinished, "the cancelled consumer is still waiting", file: file, line: line)
    guard case .success(let extra)? = consumer.result else { return }
    XCTAssertNotNil(extra, "more than \(allowance) elements arrived after the cancellation", file: file, line: line)
  }
}

/// An endless sequence of zeros that never suspends and never looks for cancellation: only the
/// operator under test can stop an iteration of it.
struct Zeros: AsyncSequence, Sendable {
  typealias Element = Int
  typealias Failure = Never

  struct AsyncIterator: AsyncIteratorProtocol {
    mutating func next(isolation actor: isolated (any Actor)?) async -> Int? { 0 }
  }

  func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
