import AsyncStyle
import TestSupport
import XCTest

final class SynchronousOperatorsTests: AsyncStyleTestCase {
  func test_async_adaptsSequenceWithoutFailure() async {
    let result: [Int] = await elements((1...3).async)
    XCTAssertEqual(result, [1, 2, 3])
  }

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

  func test_reduce_sumsWithoutTry() async {
    let total = await (1...4).async.reduce(0, +)
    XCTAssertEqual(total, 10)
  }

  func test_reduce_throwsTypedFailure() async {
    do {
      _ = try await Scripted([1], failing: TestError(code: 3)).reduce(0, +)
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, TestError(code: 3))
    }
  }

  func test_empty_chainFinishesAtOnce() async {
    let result = await elements([Int]().async.map { $0 }.filter { _ in true })
    XCTAssertEqual(result, [])
  }
}
