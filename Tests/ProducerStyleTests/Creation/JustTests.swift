import ProducerStyleTest
import TestSupport
import XCTest

@testable import ProducerStyle

final class JustTests: ProducerStyleTestCase {
  func test_throwingInit_sendsTheResult_orFailsWithWhatItThrows() {
    let success = SignalProducer<Int, Swift.Error> { try Self.parse("42") }
    XCTAssertEqual(EventRecorder(success).values, [42])
    XCTAssertTrue(EventRecorder(success).isCompleted)
    let failure = EventRecorder(SignalProducer<Int, Swift.Error> { try Self.parse("x") })
    XCTAssertEqual(failure.error as? TestError, .boom)
    XCTAssertEqual(failure.events.count, 1)
  }

  func test_result_standsForAProducer() {
    let success: Result<Int, TestError> = .success(1)
    let failure: Result<Int, TestError> = .failure(.other)
    XCTAssertEqual(EventRecorder(success.producer).events, [.value(1), .completed])
    XCTAssertEqual(EventRecorder(failure.producer).events, [.failed(.other)])
    let flattened = SignalProducer<Int, TestError>(values: 1, 2).flatMap(.concat) { value -> Result<Int, TestError> in
      value == 1 ? .success(10) : .failure(.boom)
    }
    XCTAssertEqual(EventRecorder(flattened).events, [.value(10), .failed(.boom)])
  }

  private static func parse(_ text: String) throws -> Int {
    guard let number = Int(text) else { throw TestError.boom }
    return number
  }

  func test_resultAccessors_underTestableImport() {
    let success = Result<Int, TestError>(success: 3)
    let failure = Result<Int, TestError>(failure: .boom)
    XCTAssertEqual(success.value, 3)
    XCTAssertNil(success.error)
    XCTAssertNil(failure.value)
    XCTAssertEqual(failure.error, .boom)
    XCTAssertEqual(SignalProducer(result: success).first()?.value, 3)
  }
}
