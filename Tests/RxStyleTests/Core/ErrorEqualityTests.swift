import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ErrorEqualityTests: RxStyleTestCase {
  func test_errorEquality_defaultRule() {
    enum Plain: Error { case a, b }
    XCTAssertEqual(Event<Int>.error(Plain.a), .error(Plain.a))
    XCTAssertNotEqual(Event<Int>.error(Plain.a), .error(Plain.b))
    XCTAssertNotEqual(Event<Int>.error(TestError()), .error(Plain.a))
    XCTAssertNotEqual(Event<Int>.error(TestError(code: 1)), .error(TestError(code: 2)))
  }

  func test_errorEquality_customRule() {
    ErrorEquality.rule = { type(of: $0) == type(of: $1) }
    defer { ErrorEquality.rule = nil }
    XCTAssertEqual(Event<Int>.error(TestError(code: 1)), .error(TestError(code: 2)))
  }
}
