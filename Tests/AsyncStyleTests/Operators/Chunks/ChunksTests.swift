import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ChunksTests: AsyncStyleTestCase {
  func test_chunks_lastChunkMayBeShorter() async {
    let result = await elements((1...5).async.chunks(ofCount: 2))
    XCTAssertEqual(result, [[1, 2], [3, 4], [5]])
  }

  func test_chunks_exactMultipleHasNoEmptyTail() async {
    let result = await elements((1...4).async.chunks(ofCount: 2))
    XCTAssertEqual(result, [[1, 2], [3, 4]])
  }

  func test_chunks_failureDropsPartialChunk() async {
    let recorded = await events(Scripted([1, 2, 3], failing: TestError()).chunks(ofCount: 2))
    XCTAssertEqual(recorded, [.next([1, 2]), .failure(TestError())])
  }
}
