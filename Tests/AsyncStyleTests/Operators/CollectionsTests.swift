import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class CollectionsTests: AsyncStyleTestCase {
  func test_array_collectsInOrder() async {
    let array = await Array([3, 1, 2].async)
    let empty = await [Int]([Int]().async)
    XCTAssertEqual(array, [3, 1, 2])
    XCTAssertEqual(empty, [])
  }

  func test_array_throwsTypedFailure() async {
    do {
      _ = try await Array(Scripted([1], failing: TestError(code: 7)))
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error, TestError(code: 7))
    }
  }

  func test_set_dropsRepeats() async {
    let set = await Set(["a", "b", "a"].async)
    XCTAssertEqual(set, ["a", "b"])
  }

  func test_dictionary_initialisers() async {
    let unique = await Dictionary(uniqueKeysWithValues: [("a", 1), ("b", 2)].async)
    let summed = await Dictionary([("a", 1), ("b", 2), ("a", 3)].async, uniquingKeysWith: +)
    let grouped = await Dictionary(grouping: ["ant", "bee", "ape"].async) { $0.first! }
    XCTAssertEqual(unique, ["a": 1, "b": 2])
    XCTAssertEqual(summed, ["a": 4, "b": 2])
    XCTAssertEqual(grouped, ["a": ["ant", "ape"], "b": ["bee"]])
  }

  func test_array_ofEndlessSourceEndsWhenCancelled() {
    let scheduler = AsyncTestScheduler()
    let task = scheduler.spawn { () async -> Int in
      withUnsafeCurrentTask { $0?.cancel() }
      return await Array((0...).async).count
    }
    scheduler.runUntilIdle()
    XCTAssertEqual(task.value, 0)
  }
}
