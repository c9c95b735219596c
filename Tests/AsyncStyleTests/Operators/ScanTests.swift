import AsyncStyle
import AsyncStyleTest
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
  func test_scan_throwingAccumulatorFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.scan(0) { total, value in try total + rejecting(3, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 3), .failure(230, TestError(code: 3))])
  }

  func test_scan_accumulatorThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.scan(10) { (total, value) throws(TestError) in try total + rejectingTyped(5, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 11), .next(220, 13), .completed(300)])
  }

  func test_scan_asyncThrowingAccumulator() async {
    let recorded = await events(
      (1...4).async.scan("") { (text: String, value: Int) async throws -> String in
        await Task.yield()
        return try text + String(rejecting(3, value))
      })
    XCTAssertEqual(recorded.compactMap(\.element), ["1", "12"])
    XCTAssertEqual(recorded.last?.failure as? TestError, TestError(code: 3))
  }

  func test_scan_throwingAccumulatorForwardsBaseFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(250, TestError(code: 8))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start { source.scan(0) { try $0 + rejecting(9, $1) } }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(250, TestError(code: 8))])
  }

  func test_scan_throwingAccumulatorOverEmptyBaseFinishes() async throws {
    let result = try await elements([Int]().async.scan(0) { try $0 + rejecting(1, $1) })
    XCTAssertEqual(result, [])
  }

  func test_scan_nonThrowingAccumulatorsStaySynchronous() {
    let added = [1].async.scan(0, +)
    let joined = [1].async.scan("") { $0 + String($1) }
    XCTAssertTrue(type(of: added) == AsyncScanSequence<AsyncSyncSequence<[Int]>, Int>.self)
    XCTAssertTrue(type(of: joined) == AsyncScanSequence<AsyncSyncSequence<[Int]>, String>.self)
  }

  func test_scan_throwingAccumulatorEndsWhenCancelled() {
    assertEndsWhenCancelled { (0...).async.scan(0) { try $0 &+ rejecting(-1, $1) } }
  }
}
