import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class BlockingTests: ProducerStyleTestCase {
  private struct Unit: Equatable {}

  func test_first_returnsTheFirstValue_andStopsAnEndlessSynchronousSource() {
    XCTAssertEqual(SignalProducer<Int, Never>(values: 1...).first(), .success(1))
    XCTAssertEqual(SignalProducer<Int, TestError>(error: .boom).first(), .failure(.boom))
    XCTAssertNil(SignalProducer<Int, Never>.empty.first())
  }

  func test_single_expectsExactlyOneValue() {
    XCTAssertEqual(SignalProducer<Int, Never>(value: 1).single(), .success(1))
    XCTAssertNil(SignalProducer<Int, Never>(values: 1, 2).single())
    XCTAssertNil(SignalProducer<Int, Never>.empty.single())
    XCTAssertEqual(SignalProducer<Int, TestError>(error: .other).single(), .failure(.other))
  }

  func test_last_returnsTheLastValueOrTheFailure() {
    XCTAssertEqual(SignalProducer<Int, Never>(values: 1, 2, 3).last(), .success(3))
    XCTAssertEqual(
      SignalProducer<Int, TestError>(value: 1).concat(SignalProducer(error: .boom)).last(), .failure(.boom))
    XCTAssertNil(SignalProducer<Int, Never>.empty.last())
  }

  func test_wait_reportsCompletionOrFailure() {
    XCTAssertEqual(SignalProducer<Int, TestError>(values: 1, 2).wait().map { Unit() }, .success(Unit()))
    XCTAssertEqual(SignalProducer<Int, TestError>(error: .boom).wait().map { Unit() }, .failure(.boom))
  }

  func test_first_waitsForAnotherThread() {
    let producer = SignalProducer<Int, Never> { observer, _ in
      DispatchQueue.global().async {
        observer.send(value: 7)
        observer.sendCompleted()
      }
    }
    XCTAssertEqual(producer.first(), .success(7))
  }

  func test_first_onMainThread_letsMainQueueDeliveriesThrough() {
    XCTAssertTrue(Thread.isMainThread)
    let producer = SignalProducer<Int, Never> { observer, _ in
      DispatchQueue.main.async {
        observer.send(value: 5)
        observer.sendCompleted()
      }
    }
    XCTAssertEqual(try producer.first(timeout: 10), .success(5))
  }

  func test_timeout_throwsInsteadOfHanging() {
    XCTAssertThrowsError(try SignalProducer<Int, Never>.never.first(timeout: 0.05)) { error in
      XCTAssertEqual(error as? Blocking.Failure, .timedOut(seconds: 0.05))
    }
    XCTAssertThrowsError(try SignalProducer<Int, Never>.never.wait(timeout: 0.05))
  }

  func test_failureHandler_isCalledByTheNonThrowingForms() {
    let saved = (Blocking.defaultTimeout, Blocking.failureHandler)
    defer { (Blocking.defaultTimeout, Blocking.failureHandler) = saved }
    let failures = Locked<[Blocking.Failure]>([])
    Blocking.defaultTimeout = 0.05
    Blocking.failureHandler = { failure in failures.withLock { $0.append(failure) } }
    XCTAssertNil(SignalProducer<Int, Never>.never.first())
    XCTAssertEqual(failures.value, [.timedOut(seconds: 0.05)])
  }

  func test_calledFromInsideAnObserver_failsFastUnlessTheProducerIsSynchronous() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var outcomes: [String] = []
    signal.observeValues { _ in
      outcomes.append("\(String(describing: SignalProducer<Int, Never>(value: 1).first()))")
      do {
        _ = try SignalProducer<Int, Never>.never.first(timeout: 30)
        outcomes.append("waited")
      } catch {
        outcomes.append("\((error as? Blocking.Failure) == .calledDuringDelivery)")
      }
    }
    input.send(value: 0)
    input.sendCompleted()
    XCTAssertEqual(outcomes, ["Optional(Swift.Result<Swift.Int, Swift.Never>.success(1))", "true"])
  }
}
