import XCTest

@testable import AsyncStyle

final class FIFOQueueTests: XCTestCase {
  func test_removeFirst_returnsElementsInArrivalOrder_acrossCompactions() {
    var queue = FIFOQueue<Int>()
    var removed: [Int] = []
    // The queue never empties, so the popped prefix is dropped by compaction several times.
    for value in 0..<1_000 {
      queue.append(value)
      queue.append(value + 1_000)
      removed.append(queue.removeFirst())
    }
    XCTAssertEqual(queue.count, 1_000)
    XCTAssertLessThan(queue.elements.count, 2_000, "compaction dropped the popped prefix")
    while !queue.isEmpty { removed.append(queue.removeFirst()) }
    let expected = (0..<1_000).flatMap { [$0, $0 + 1_000] }
    XCTAssertEqual(removed, expected)
    XCTAssertEqual(queue.head, 0)
  }

  func test_removeAllInto_handsOverWhatIsLeft_andLeavesTheQueueEmpty() {
    var queue = FIFOQueue<String>()
    for value in ["a", "b", "c", "d"] { queue.append(value) }
    _ = queue.removeFirst()
    var batch: [String] = []
    queue.removeAll(into: &batch)
    XCTAssertEqual(batch, ["b", "c", "d"])
    XCTAssertTrue(queue.isEmpty)
    XCTAssertEqual(queue.count, 0)
    queue.append("e")
    XCTAssertEqual(queue.removeFirst(), "e")
  }

  func test_removeAll_forgetsEverything() {
    var queue = FIFOQueue<Int>()
    queue.append(1)
    queue.append(2)
    _ = queue.removeFirst()
    queue.removeAll()
    XCTAssertTrue(queue.isEmpty)
    queue.append(3)
    XCTAssertEqual(queue.removeFirst(), 3)
  }
}
