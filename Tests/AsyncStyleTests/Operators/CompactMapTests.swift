import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class CompactMapTests: AsyncStyleTestCase {
  func test_compactMap_throwingClosureFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<String, any Error> = scheduler.start {
      source.compactMap { value in try rejecting(3, value) == 2 ? nil : String(value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, "1"), .failure(230, TestError(code: 3))])
  }

  func test_compactMap_closureThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.compactMap { (value) throws(TestError) -> Int? in try rejectingTyped(2, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(220, TestError(code: 2))])
  }

  func test_compactMap_throwingClosureOverEmptyBaseFinishes() async throws {
    let result = try await elements([Int]().async.compactMap { try rejecting(1, $0) })
    XCTAssertEqual(result, [])
  }

  func test_compactMap_nonThrowingClosuresStaySynchronous() {
    let parsed = ["1"].async.compactMap { Int($0) }
    let named = [Named(name: "a")].async.compactMap(\.name)
    XCTAssertTrue(type(of: parsed) == AsyncSyncCompactMapSequence<AsyncSyncSequence<[String]>, Int>.self)
    XCTAssertTrue(type(of: named) == AsyncSyncCompactMapSequence<AsyncSyncSequence<[Named]>, String>.self)
  }

  func test_compactMap_throwingClosureDroppingEverythingEndsWhenCancelled() {
    assertEndsWhenCancelled(after: 0) {
      Zeros().compactMap { value -> Int? in try rejecting(-1, value) > 0 ? value : nil }
    }
  }
}

private struct Named { var name: String? }
