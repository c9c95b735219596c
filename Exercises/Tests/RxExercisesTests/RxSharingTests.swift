import RxExercises
import RxStyle
import RxStyleTest
import XCTest

final class RxSharingTests: XCTestCase {
  func test_twoScreens_shareOneFetch_andALateScreenGetsTheLastProfile() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let fetch = try scheduler.createColdObservable(marbles: "--p|", values: ["p": "Ada"])
    let profile = sharedProfile(fetch.asObservable())
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { profile.subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(210) { profile.subscribe(second).disposed(by: bag) }
    scheduler.scheduleAt(250) { profile.subscribe(late).disposed(by: bag) }
    scheduler.start()
    XCTAssertEqual(fetch.subscriptions.count, 1, "one fetch for every screen")
    XCTAssertMarbles(first.events, "--p|", values: ["p": "Ada"])
    XCTAssertMarbles(second.events, "--p|", values: ["p": "Ada"])
    XCTAssertMarbles(late.events, "-----(p|)", values: ["p": "Ada"])
  }
}
