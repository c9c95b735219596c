import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class DeferredTests: RxStyleTestCase {
  func test_deferred_runsTheFactoryForEachSubscriber() {
    let calls = Lock(0)
    let source = Observable<Int>.deferred {
      let call = calls.withLock { count in
        count += 1
        return count
      }
      return .just(call)
    }
    XCTAssertEqual(calls.withLock { $0 }, 0)
    XCTAssertEqual(record(source), [.next(1), .completed])
    XCTAssertEqual(record(source), [.next(2), .completed])
  }

  func test_deferred_factoryThatThrows_failsTheSubscriber() {
    let source = Observable<Int>.deferred { throw TestError.boom }
    XCTAssertEqual(record(source), [.error(TestError.boom)])
  }
}
