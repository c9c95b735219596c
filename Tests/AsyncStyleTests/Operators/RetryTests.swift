import AsyncStyle
import AsyncStyleTest
import Synchronization
import TestSupport
import XCTest

final class RetryTests: AsyncStyleTestCase {
  func test_retry_reiteratesUntilAttemptsAreUsedUp() async {
    let recorded = await events(Scripted([1, 2], failing: TestError()).retry(3))
    XCTAssertEqual(
      recorded, [.next(1), .next(2), .next(1), .next(2), .next(1), .next(2), .failure(TestError())])
  }

  func test_retry_stopsAfterSuccessfulAttempt() async {
    let attempts = Atomic<Int>(0)
    let sequence = AsyncRetrySequence(maxAttemptCount: 5) {
      let attempt = attempts.add(1, ordering: .relaxed).newValue
      return Scripted([attempt], failing: attempt < 3 ? TestError(code: attempt) : nil)
    }
    let recorded = await events(sequence)
    XCTAssertEqual(recorded, [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(attempts.load(ordering: .relaxed), 3)
  }

  func test_retry_singleAttemptForwardsFailure() async {
    let recorded = await events(Scripted([Int](), failing: TestError()).retry(1))
    XCTAssertEqual(recorded, [.failure(TestError())])
  }
}
