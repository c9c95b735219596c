import StyleInternals
import XCTest

final class FIFOBufferTests: XCTestCase {
  func test_fifoBuffer_keepsFirstInFirstOut_acrossWrapAroundAndGrowth() {
    var buffer = FIFOBuffer<Int>()
    var expected: [Int] = []
    var taken: [Int] = []
    // Interleaved appends and removals make the head wrap before the buffer has to grow.
    for value in 0..<1_000 {
      buffer.append(value)
      expected.append(value)
      if value % 3 == 0 { taken.append(buffer.removeFirst()) }
    }
    XCTAssertEqual(buffer.first, taken.count)
    while let value = buffer.popFirst() { taken.append(value) }
    XCTAssertEqual(taken, expected)
    XCTAssertEqual(buffer.count, 0)
    XCTAssertNil(buffer.popFirst())
  }

  func test_copy_isIndependent_ofTheBufferItWasCopiedFrom() {
    var original = FIFOBuffer<String>()
    for value in ["a", "b", "c"] { original.append(value) }
    var copy = original
    copy.append("d")
    XCTAssertEqual(original.removeFirst(), "a")
    XCTAssertEqual(original.count, 2)
    XCTAssertEqual(copy.count, 4)
    XCTAssertEqual(copy.first, "a")
  }

  func test_removeAllInto_handsOverWhatIsLeft_oldestFirst_andLeavesTheBufferEmpty() {
    var buffer = FIFOBuffer<String>()
    for value in ["a", "b", "c", "d"] { buffer.append(value) }
    buffer.removeFirst()
    var batch = ["z"]
    buffer.removeAll(into: &batch)
    XCTAssertEqual(batch, ["z", "b", "c", "d"])
    XCTAssertTrue(buffer.isEmpty)
    buffer.append("e")
    XCTAssertEqual(buffer.removeFirst(), "e")
  }

  func test_removeAll_releasesTheElements_andLeavesItReusable() {
    final class Tracked {}
    weak var released: Tracked?
    var buffer = FIFOBuffer<Tracked>()
    do {
      let tracked = Tracked()
      released = tracked
      buffer.append(tracked)
      buffer.append(Tracked())
    }
    buffer.removeAll()
    XCTAssertNil(released)
    XCTAssertTrue(buffer.isEmpty)
    buffer.append(Tracked())
    XCTAssertEqual(buffer.count, 1)
  }
}
