import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class MaterializeTests: AsyncStyleTestCase {
  func test_materialize_endsWithFinished() async {
    let recorded: [AsyncEvent<Int, Never>] = await elements([1, 2].async.materialize())
    XCTAssertEqual(recorded, [.next(1), .next(2), .completed])
  }

  func test_materialize_endsWithFailure() async {
    let recorded = await elements(Scripted([1], failing: TestError(code: 2)).materialize())
    XCTAssertEqual(recorded, [.next(1), .failure(TestError(code: 2))])
  }
}
