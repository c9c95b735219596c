import RxStyle
import TestSupport
import XCTest

final class ResourcesTests: RxStyleTestCase {
  func test_total_isAnInt32_asRxSwiftsTestBaseClassesStoreIt() {
    var startResourceCount: Int32 = 0
    startResourceCount = Resources.total
    let subscription = Observable<Int>.never().map { $0 }.subscribe()
    XCTAssertGreaterThan(Resources.total, startResourceCount)
    subscription.dispose()
    XCTAssertEqual(startResourceCount, Resources.total)
  }

  func test_incrementAndDecrement_returnTheNewTotal() {
    let before = Resources.total
    XCTAssertEqual(Resources.incrementTotal(), before + 1)
    XCTAssertEqual(Resources.decrementTotal(), before)
  }

  func test_total_isQualifiedByThisModulesName() {
    let before = RxStyle.Resources.total
    let subscription = RxStyle.Observable<Int>.never().subscribe()
    XCTAssertEqual(RxStyle.Resources.total, before + 1)
    subscription.dispose()
    XCTAssertEqual(RxStyle.Resources.total, before)
  }
}
