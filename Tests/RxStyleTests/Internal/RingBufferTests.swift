import XCTest

@testable import RxStyle

final class RingBufferTests: XCTestCase {
  func test_ringBuffer_keepsFirstInFirstOut_acrossWrapAroundAndGrowth() {
    let buffer = RingBuffer<Int>()
    var expected: [Int] = []
    var taken: [Int] = []
    // Interleaved appends and removals make the head wrap before the buffer has to grow.
    for value in 0..<1_000 {
      buffer.append(value)
      expected.append(value)
      if value % 3 == 0 { taken.append(buffer.removeFirst()) }
    }
    while !buffer.isEmpty { taken.append(buffer.removeFirst()) }
    XCTAssertEqual(taken, expected)
    XCTAssertEqual(buffer.count, 0)
  }

  func test_removeAll_leavesItEmptyAndReusable() {
    let buffer = RingBuffer<String>()
    buffer.append("a")
    buffer.append("b")
    buffer.removeAll()
    XCTAssertTrue(buffer.isEmpty)
    buffer.append("c")
    XCTAssertEqual(buffer.first, "c")
  }
}
