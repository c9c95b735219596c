import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class MaterializeTests: ProducerStyleTestCase {
  func test_materialize_andDematerialize_roundTrip() {
    let materialized = SignalProducer<Int, TestError>(values: 1, 2).concat(SignalProducer(error: .boom)).materialize()
    XCTAssertEqual(
      EventRecorder(materialized).events, [.value(.value(1)), .value(.value(2)), .value(.failed(.boom)), .completed])
    XCTAssertEqual(EventRecorder(materialized.dematerialize()).events, [.value(1), .value(2), .failed(.boom)])
  }
}
