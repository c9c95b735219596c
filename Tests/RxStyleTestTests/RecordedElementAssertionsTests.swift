import RxStyle
import TestSupport
import XCTest

@testable import RxStyleTest

final class RecordedElementAssertionsTests: RxStyleTestCase {
  func test_recordedElements_ignoresTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, "a"), .next(250, "b")])
    let observer = scheduler.start { source.asObservable() }
    XCTAssertRecordedElements(observer.events, ["a", "b"])
  }

  func test_recordedElements_failsOnAStopEventOrADifferentElement() {
    XCTAssertEqual(
      recordedElementsFailure([.next(210, 1), .completed(220)], [1], by: ==),
      "A stop event was recorded where only elements were expected: completed @ 220")
    XCTAssertEqual(
      recordedElementsFailure([.next(210, 1), .next(220, 2)], [1, 3], by: ==),
      "expected | actual\n1        | 1\n3        ≠ 2")
    XCTAssertNil(recordedElementsFailure([.next(210, 1)], [1], by: ==))
  }

  func test_recordedElements_forVoidAndTuples() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
    let observer = scheduler.start { taps.asObservable() }
    XCTAssertRecordedElements(observer.events, [(), ()])
    let pairs: [Recorded<Event<(Int, Int)>>] = [.next(210, (1, 2))]
    XCTAssertRecordedElements(pairs, [(1, 2)], by: ==)
  }
}
