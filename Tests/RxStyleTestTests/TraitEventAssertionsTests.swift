import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TraitEventAssertionsTests: RxStyleTestCase {
  func test_maybeEvents_areEquatable_errorsByErrorEquality() {
    XCTAssertEqual(MaybeEvent.success(1), .success(1))
    XCTAssertNotEqual(MaybeEvent.success(1), .success(2))
    XCTAssertEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(Failure(code: 1)))
    XCTAssertNotEqual(MaybeEvent<Int>.error(Failure(code: 1)), .error(Failure(code: 2)))
    XCTAssertEqual(MaybeEvent<Int>.completed, .completed)
    XCTAssertNotEqual(MaybeEvent<Int>.completed, .success(1))
  }

  func test_completableEvents_areEquatable() {
    XCTAssertEqual(CompletableEvent.completed, .completed)
    XCTAssertEqual(CompletableEvent.error(Failure(code: 0)), .error(Failure(code: 0)))
    XCTAssertNotEqual(CompletableEvent.error(Failure(code: 0)), .completed)
  }

  func test_listsOfOutcomes_compareWithTheTraitAssertions() {
    XCTAssertEqual(
      [SingleEvent<Int>.success(1), .failure(Failure(code: 0))], [.success(1), .failure(Failure(code: 0))])
    XCTAssertEqual([MaybeEvent<Int>.success(1), .completed], [.success(1), .completed])
    XCTAssertEqual([CompletableEvent.completed], [.completed])
  }

  func test_recordedOutcomes_compareTimesAndValues() {
    XCTAssertEqual(
      [Recorded(time: 10, value: SingleEvent<Int>.success(1))], [Recorded(time: 10, value: .success(1))])
    XCTAssertEqual([Recorded(time: 10, value: MaybeEvent<Int>.completed)], [Recorded(time: 10, value: .completed)])
    XCTAssertEqual(
      [Recorded(time: 10, value: CompletableEvent.error(Failure(code: 0)))],
      [Recorded(time: 10, value: .error(Failure(code: 0)))])
  }
}

private struct Failure: Error, Equatable {
  let code: Int
}
