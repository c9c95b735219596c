import Dispatch
import Foundation
import ProducerStyleTest
import TestSupport
import XCTest

@testable import ProducerStyle

final class SchedulerTests: ProducerStyleTestCase {
  func test_scaling_aLongInterval_movesToACoarserUnitInsteadOfOverflowing() {
    XCTAssertEqual((DispatchTimeInterval.seconds(1) * 0.1).timeInterval, 0.1, accuracy: 1e-12)
    XCTAssertEqual((DispatchTimeInterval.seconds(Int.max) * 0.01).timeInterval, Double(Int.max) / 100, accuracy: 1e6)
    XCTAssertEqual(
      (DispatchTimeInterval.milliseconds(Int.max) * 0.01).timeInterval, Double(Int.max) / 100_000, accuracy: 1e3)
    XCTAssertEqual(DispatchTimeInterval.seconds(Int.max) * 10, .never)
    XCTAssertEqual(DispatchTimeInterval.never * 0.5, .never)
  }

  func test_negating_keepsTheUnit_andNeverStaysNever() {
    XCTAssertEqual(-DispatchTimeInterval.seconds(2), .seconds(-2))
    XCTAssertEqual(-DispatchTimeInterval.microseconds(5), .microseconds(-5))
    XCTAssertEqual(-DispatchTimeInterval.never, .never)
  }
}
