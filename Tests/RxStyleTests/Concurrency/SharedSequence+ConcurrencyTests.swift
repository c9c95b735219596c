import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SharedSequenceConcurrencyTests: RxStyleTestCase {
  /// A subscription ends on the thread of the task that fed it, which may still be letting go of
  /// it when the awaiting test resumes.
  override var releaseGracePeriod: TimeInterval { 2 }

  func test_driverValues_yieldsEveryElementThenEnds_withoutTry() async {
    let scheduler = TestScheduler(initialClock: 0)
    let stream = SharingScheduler.mock(scheduler: scheduler) { Driver.of(1, 2, 3).values }
    scheduler.start()
    var received: [Int] = []
    for await element in stream { received.append(element) }
    XCTAssertEqual(received, [1, 2, 3])
  }

  func test_signalValues_yieldsEveryElementThenEnds_withoutTry() async {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<Int>()
    let stream = SharingScheduler.mock(scheduler: scheduler) { relay.asSignal().values }
    relay.accept(4)
    relay.accept(5)
    scheduler.start()
    var received: [Int] = []
    for await element in stream {
      received.append(element)
      if received.count == 2 { break }
    }
    XCTAssertEqual(received, [4, 5])
  }
}
