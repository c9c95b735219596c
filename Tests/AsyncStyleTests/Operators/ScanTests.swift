import AsyncStyle
import TestSupport
import XCTest

final class ScanTests: AsyncStyleTestCase {
  func test_scan_emitsRunningTotalsWithoutSeed() async {
    let result = await elements((1...3).async.scan(0, +))
    XCTAssertEqual(result, [1, 3, 6])
  }

  func test_scan_asyncAccumulator() async {
    let result = await elements(
      (1...3).async.scan("") { (text: String, value: Int) async -> String in
        await Task.yield()
        return text + String(value)
      })
    XCTAssertEqual(result, ["1", "12", "123"])
  }

  func test_scan_forwardsFailureAfterElements() async {
    let recorded = await events(Scripted([1, 2], failing: TestError()).scan(0, +))
    XCTAssertEqual(recorded, [.next(1), .next(3), .failure(TestError())])
  }

  func test_scan_emptyBaseEmitsNothing() async {
    let result = await elements([Int]().async.scan(0, +))
    XCTAssertEqual(result, [])
  }
}
