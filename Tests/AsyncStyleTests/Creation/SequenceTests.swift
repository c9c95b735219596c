import AsyncStyle
import AsyncStyleTest
import StyleInternals
import TestSupport
import XCTest

final class SequenceTests: AsyncStyleTestCase {
  func test_async_adaptsSequenceWithoutFailure() async {
    let result: [Int] = await elements((1...3).async)
    XCTAssertEqual(result, [1, 2, 3])
  }

  func test_async_neverAsksBaseAgainAfterItEnded() async {
    let calls = Lock(0)
    var iterator = CountingSequence(count: 2, calls: calls).async.makeAsyncIterator()
    var received: [Int] = []
    while let element = await iterator.next() { received.append(element) }
    let afterEnd = await iterator.next()
    XCTAssertEqual(received, [0, 1])
    XCTAssertNil(afterEnd)
    XCTAssertEqual(calls.withLock { $0 }, 3)
  }

  func test_async_endlessSourceEndsWhenConsumerCancelled() {
    assertEndsWhenCancelled(allowance: 64) { (0...).async }
  }

  func test_async_cancelledBeforeFirstElementEndsAtOnce() {
    assertEndsWhenCancelled(after: 0, allowance: 0) { (0...).async }
  }
}

/// A sequence of `0..<count` that counts every call to its iterator's `next()`.
private struct CountingSequence: Sequence {
  let count: Int
  let calls: Lock<Int>

  struct Iterator: IteratorProtocol {
    let count: Int
    let calls: Lock<Int>
    var position = 0

    mutating func next() -> Int? {
      calls.withLock { $0 += 1 }
      guard position < count else { return nil }
      defer { position += 1 }
      return position
    }
  }

  func makeIterator() -> Iterator { Iterator(count: count, calls: calls) }
}
