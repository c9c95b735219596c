import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class OptionalTests: RxStyleTestCase {
  func test_fromOptional_value_sendsItThenCompletes() {
    XCTAssertEqual(record(Observable.from(optional: 3)), [.next(3), .completed])
  }

  func test_fromOptional_nil_onlyCompletes() {
    XCTAssertEqual(record(Observable<Int>.from(optional: nil)), [.completed])
  }

  func test_fromOptional_onAScheduler_schedulesTheCompletionAfterTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.from(optional: 3, scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, 3), .completed(202)])
    let empty = TestScheduler(initialClock: 0)
    XCTAssertEqual(empty.start { Observable<Int>.from(optional: nil, scheduler: empty) }.events, [.completed(201)])
  }
}
