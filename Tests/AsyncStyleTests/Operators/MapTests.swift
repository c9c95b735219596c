import AsyncStyle
import TestSupport
import XCTest

final class MapTests: AsyncStyleTestCase {
  func test_mapFilterCompactMap_keepTypedFailure() async {
    let scaled = Scripted([1, 2, 3, 4], failing: TestError(code: 7)).map { (value: Int) in value * 10 }
    let chain = scaled.filter { $0 != 20 }.compactMap { (value: Int) -> String? in value == 30 ? nil : String(value) }
    let recorded: [AsyncEvent<String, TestError>] = await events(chain)
    XCTAssertEqual(recorded, [.next("10"), .next("40"), .failure(TestError(code: 7))])
  }

  func test_map_prefersSynchronousOverload() {
    let mapped = [1].async.map { $0 + 1 }
    XCTAssertTrue(type(of: mapped) == AsyncSyncMapSequence<AsyncSyncSequence<[Int]>, Int>.self)
  }
}
