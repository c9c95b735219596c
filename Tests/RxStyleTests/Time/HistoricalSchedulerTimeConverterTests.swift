import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class HistoricalSchedulerTimeConverterTests: RxStyleTestCase {
  private let converter = HistoricalSchedulerTimeConverter()
  private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  func test_conversions_areTheIdentity() {
    XCTAssertEqual(converter.convertFromVirtualTime(date(12.5)), date(12.5))
    XCTAssertEqual(converter.convertToVirtualTime(date(-3)), date(-3))
    XCTAssertEqual(converter.convertFromVirtualTimeInterval(0.25), 0.25)
    XCTAssertEqual(converter.convertToVirtualTimeInterval(7), 7)
  }

  func test_offsetAndCompare_workOnDates() {
    XCTAssertEqual(converter.offsetVirtualTime(date(10), offset: 5), date(15))
    XCTAssertEqual(converter.offsetVirtualTime(date(10), by: .milliseconds(1_500)), date(11.5))
    XCTAssertEqual(converter.offsetVirtualTime(date(10), by: .never), .distantFuture)
    XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
    XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
    XCTAssertEqual(converter.compareVirtualTime(date(3), date(2)), .greaterThan)
  }

  func test_historicalScheduler_isAVirtualTimeSchedulerOfDates() {
    let scheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter> = HistoricalScheduler(initialClock: date(5))
    XCTAssertEqual(scheduler.clock, date(5))
    scheduler.sleep(2.5)
    XCTAssertEqual(scheduler.now, date(7.5))
  }
}
