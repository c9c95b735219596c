import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SharedSequenceArityTests: RxStyleTestCase {
  func test_driverCombineLatest_emitsOnceBothHave_thenOnEveryChange() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let names = scheduler.createHotObservable([.next(210, "a"), .next(240, "b")])
    let counts = scheduler.createHotObservable([.next(220, 1), .next(230, 2)])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        Driver.combineLatest(names.asDriver(onErrorJustReturn: ""), counts.asDriver(onErrorJustReturn: 0)) {
          "\($0)\($1)"
        }.asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(220, "a1"), .next(230, "a2"), .next(240, "b2")])
  }

  func test_signalZip_tupleForm_pairsByPosition() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let left = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let right = scheduler.createHotObservable([.next(230, 10), .next(240, 20)])
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        Signal.zip(left.asSignal(onErrorJustReturn: 0), right.asSignal(onErrorJustReturn: 0))
          .map { $0 + $1 }
          .asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(230, 11), .next(240, 22)])
  }

  func test_eightSources_combineLatest() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let one = scheduler.createHotObservable([.next(210, 1)]).asDriver(onErrorJustReturn: 0)
    let observer = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        Driver.combineLatest(one, one, one, one, one, one, one, one) { a, b, c, d, e, f, g, h in
          [a, b, c, d, e, f, g, h].reduce(0, +)
        }.asObservable()
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 8)])
  }
}
