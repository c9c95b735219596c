import RxStyle
import RxStyleTest
import TestSupport
import XCTest

// A test target's own globals and extensions, with names that RxTest keeps private: if the
// scheduler or the testable observable made such a name public, the extensions below would
// read the member instead of the global, and this file would no longer compile.

private let resolution = "the test target's resolution"
private let simulateProcessingDelay = "the test target's processing delay"
private let observers = ["the test target's observers"]

extension TestScheduler {
  fileprivate var describedSetup: [String] { [resolution, simulateProcessingDelay] }
}

extension TestableObservable {
  fileprivate var watchers: [String] { observers }
}

final class UserExtensionsTests: RxStyleTestCase {
  func test_schedulerExtension_readsTheTargetsGlobals_notTheSchedulersConfiguration() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    XCTAssertEqual(
      scheduler.describedSetup, ["the test target's resolution", "the test target's processing delay"])
  }

  func test_testableObservableExtension_readsTheTargetsGlobal() {
    let scheduler = TestScheduler(initialClock: 0)
    let hot = scheduler.createHotObservable([Recorded<Event<Int>>.next(210, 1)])
    XCTAssertEqual(hot.watchers, ["the test target's observers"])
  }
}
