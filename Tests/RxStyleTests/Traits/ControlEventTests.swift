import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ControlEventTests: RxStyleTestCase {
  func test_controlEvent_subscribesOnTheMainScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let observer = MainScheduler.withScheduler(scheduler) {
      scheduler.start { ControlEvent(events: taps.asObservable()).asObservable() }
    }
    // Subscribing and disposing are both scheduled, so the processing delay moves each a tick.
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(taps.subscriptions, [Subscription(201, 1001)])
  }

  func test_controlEvent_asSignalDriverAndInfallible_endQuietlyOnAnError() {
    XCTAssertEqual(eventsOfAFailingControlEvent { $0.asSignal().asObservable() }, [.completed(200)])
    XCTAssertEqual(eventsOfAFailingControlEvent { $0.asDriver().asObservable() }, [.completed(200)])
    XCTAssertEqual(eventsOfAFailingControlEvent { $0.asInfallible().asObservable() }, [.completed(200)])
  }

  private func eventsOfAFailingControlEvent(
    _ convert: @escaping @Sendable (ControlEvent<Int>) -> Observable<Int>
  ) -> [Recorded<Event<Int>>] {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    return MainScheduler.withScheduler(scheduler) {
      SharingScheduler.mock(scheduler: scheduler) {
        scheduler.start { convert(ControlEvent(events: Observable<Int>.error(TestError()))) }.events
      }
    }
  }
}
