import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class StartWithTests: ProducerStyleTestCase {
  func test_prefixValue_sendsItBeforeTheProducersValues() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, Never>(values: 2, 3).prefix(value: 1)).values, [1, 2, 3])
  }
}
