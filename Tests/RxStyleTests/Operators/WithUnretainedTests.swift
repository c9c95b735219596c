import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class WithUnretainedTests: RxStyleTestCase {
  private final class Owner: Sendable {
    let name: String
    init(name: String) { self.name = name }
  }

  func test_withUnretained_pairsElementsWithTheObject() {
    let owner = Owner(name: "o")
    let source = Observable.of(1, 2).withUnretained(owner).map { "\($0.name)\($1)" }
    XCTAssertEqual(record(source), [.next("o1"), .next("o2"), .completed])
  }

  func test_withUnretained_resultSelector() {
    let owner = Owner(name: "o")
    XCTAssertEqual(record(Observable.just(1).withUnretained(owner) { "\($0.name)-\($1)" }), [.next("o-1"), .completed])
  }

  func test_withUnretained_completesOnceTheObjectIsGone_withoutRetainingIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
    var owner: Owner? = Owner(name: "o")
    weak let weakOwner = owner
    let observable = source.asObservable().withUnretained(owner!).map { $1 }
    scheduler.scheduleAt(220) { owner = nil }
    let observer = scheduler.start { observable }
    XCTAssertNil(weakOwner)
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }
}
