import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ZipTests: AsyncStyleTestCase {
  func test_zip_pairsByPositionAndEndsWithShorter() async {
    let result = await elements(zip([1, 2, 3].async, ["a", "b"].async)).map { "\($0)\($1)" }
    XCTAssertEqual(result, ["1a", "2b"])
  }

  func test_zip3_combinesTriples() async {
    let result = await elements(zip([1, 2].async, ["a", "b"].async, [true, false].async)).map { "\($0)\($1)\($2)" }
    XCTAssertEqual(result, ["1atrue", "2bfalse"])
  }

  func test_zip_forwardsFailureOfSecond() async {
    let recorded = await events(zip(Scripted([1, 2]), Scripted(["a"], failing: TestError())).map { "\($0)\($1)" })
    XCTAssertEqual(recorded, [.next("1a"), .failure(TestError())])
  }

  func test_zip_asksItsBasesInTurn_soTheFirstIsAskedBeforeTheSecondsEndIsSeen() async {
    let asked = Locked(0)
    let first = [1, 2, 3].async.map { value in
      asked.withLock { $0 += 1 }
      return value
    }
    let result = await elements(zip(first, [String]().async))
    XCTAssertTrue(result.isEmpty)
    XCTAssertEqual(asked.value, 1, "the first base answers once before the second's end is seen")
  }
}
