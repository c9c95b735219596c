import Dispatch
import ProducerStyle
import TestSupport
import XCTest

final class AtomicTests: XCTestCase {
  func test_valueModifySwapWithValue() {
    let atomic = ProducerStyle.Atomic(1)
    XCTAssertEqual(atomic.value, 1)
    atomic.value = 2
    XCTAssertEqual(
      atomic.modify { value -> Int in
        value += 1
        return value * 10
      }, 30)
    XCTAssertEqual(atomic.swap(7), 3)
    XCTAssertEqual(atomic.withValue { $0 + 1 }, 8)
    XCTAssertEqual(atomic.value, 7)
  }

  func test_modifyRethrows_keepingTheChangesMadeBeforeThrowing() {
    let atomic = ProducerStyle.Atomic([1])
    XCTAssertThrowsError(
      try atomic.modify { value in
        value.append(2)
        throw TestError.boom
      })
    XCTAssertEqual(atomic.value, [1, 2])
  }

  func test_concurrentModifications_areNotLost() {
    let counter = ProducerStyle.Atomic(0)
    DispatchQueue.concurrentPerform(iterations: 1_000) { _ in counter.modify { $0 += 1 } }
    XCTAssertEqual(counter.value, 1_000)
  }
}
