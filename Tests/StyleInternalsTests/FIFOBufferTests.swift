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

  /// A buffer of capacity 4 whose head has moved on by 3, holding `values` from there: for four
  /// values or fewer, the last ones wrap around to the start of the memory.
  private func wrapped(_ values: [String]) -> FIFOBuffer<String> {
    var buffer = FIFOBuffer<String>()
    for value in ["x", "y", "z"] { buffer.append(value) }
    for _ in 0..<3 { buffer.removeFirst() }
    for value in values { buffer.append(value) }
    return buffer
  }

  func test_removeAllInto_wrappedAround_handsOverBothRunsInOrder_andTheMemoryIsReused() {
    var buffer = wrapped(["a", "b", "c"])
    var batch: [String] = []
    buffer.removeAll(into: &batch)
    XCTAssertEqual(batch, ["a", "b", "c"])
    XCTAssertTrue(buffer.isEmpty)
    for value in ["d", "e", "f", "g", "h"] { buffer.append(value) }
    batch.removeAll(keepingCapacity: true)
    buffer.removeAll(into: &batch)
    XCTAssertEqual(batch, ["d", "e", "f", "g", "h"])
  }

  func test_growthAndCopy_wrappedAround_keepTheOrder() {
    var grown = wrapped(["a", "b", "c", "d"])
    let copy = grown
    grown.append("e")
    var fromGrown: [String] = []
    while let value = grown.popFirst() { fromGrown.append(value) }
    var copied = copy
    copied.append("f")
    var fromCopy: [String] = []
    while let value = copied.popFirst() { fromCopy.append(value) }
    XCTAssertEqual(fromGrown, ["a", "b", "c", "d", "e"])
    XCTAssertEqual(fromCopy, ["a", "b", "c", "d", "f"])
  }

  func test_removeAll_wrappedAround_releasesEveryElement() {
    final class Tracked {}
    weak var first: Tracked?
    weak var last: Tracked?
    var buffer = FIFOBuffer<Tracked>()
    for _ in 0..<3 { buffer.append(Tracked()) }
    for _ in 0..<3 { buffer.removeFirst() }
    do {
      let head = Tracked()
      let tail = Tracked()
      first = head
      last = tail
      buffer.append(head)
      buffer.append(Tracked())
      buffer.append(tail)
    }
    buffer.removeAll()
    XCTAssertNil(first)
    XCTAssertNil(last)
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
