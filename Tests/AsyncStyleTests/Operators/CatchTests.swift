import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class CatchTests: AsyncStyleTestCase {
  func test_catch_continuesWithReplacement() async {
    let recovered = Scripted([1, 2], failing: TestError(code: 5)).catch { error in [error.code * 10].async }
    let result: [Int] = await elements(recovered)
    XCTAssertEqual(result, [1, 2, 50])
  }

  func test_catch_replacementMayFailWithItsOwnType() async {
    let recovered = Scripted([1], failing: TestError(code: 1)).catch { _ in Scripted([2], failing: TestError(code: 2)) }
    let recorded = await events(recovered)
    XCTAssertEqual(recorded, [.next(1), .next(2), .failure(TestError(code: 2))])
  }

  func test_catch_notCalledWhenBaseFinishes() async {
    let result = await elements(Scripted([1]).catch { _ in [99].async })
    XCTAssertEqual(result, [1])
  }

  func test_replaceError_emitsReplacementThenFinishes() async {
    let result: [Int] = await elements(Scripted([1], failing: TestError()).replaceError(with: 0))
    XCTAssertEqual(result, [1, 0])
  }
}
