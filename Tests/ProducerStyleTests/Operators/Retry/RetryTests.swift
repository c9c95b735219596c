import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class RetryTests: ProducerStyleTestCase {
  func test_retry_restartsAfterFailure_upToTheCount() {
    let attempts = Atomic<Int>(0)
    let flaky = SignalProducer<Int, TestError> { observer, _ in
      let attempt = attempts.add(1, ordering: .relaxed).newValue
      observer.send(value: attempt)
      if attempt < 3 { observer.send(error: .boom) } else { observer.sendCompleted() }
    }
    XCTAssertEqual(EventRecorder(flaky.retry(upTo: 2)).events, [.value(1), .value(2), .value(3), .completed])
    attempts.store(0, ordering: .relaxed)
    XCTAssertEqual(EventRecorder(flaky.retry(upTo: 1)).events, [.value(1), .value(2), .failed(.boom)])
  }

  func test_retry_zero_passesTheFailureOn() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>(error: .other).retry(upTo: 0)).events, [.failed(.other)])
  }
}
