import RxStyle
import RxStyleTest
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

  func test_anObservable_countsWhileItExists_evenUnsubscribed() {
    let before = Resources.total
    var chain: Observable<Int>? = Observable.just(1)
    XCTAssertEqual(Resources.total, before + 1)
    chain = chain?.map { $0 + 1 }
    XCTAssertEqual(Resources.total, before + 2, "the map holds its source")
    chain = nil
    XCTAssertEqual(Resources.total, before)
  }

  func test_serialQueueObserveOn_isCountedWhileTheObservableLives() {
    let serial = SerialDispatchQueueScheduler(qos: .default)
    let before = Resources.numberOfSerialDispatchQueueObservables
    var delivered: Observable<Int>? = Observable.just(1).observe(on: serial)
    let elsewhere = Observable.just(1).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
    XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before + 1)
    withExtendedLifetime((delivered, elsewhere)) {}
    delivered = nil
    XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, before)
  }

  func test_total_isQualifiedByThisModulesName() {
    let before = RxStyle.Resources.total
    let subscription = RxStyle.Observable<Int>.never().subscribe()
    XCTAssertEqual(RxStyle.Resources.total, before + 1)
    subscription.dispose()
    XCTAssertEqual(RxStyle.Resources.total, before)
  }
}
