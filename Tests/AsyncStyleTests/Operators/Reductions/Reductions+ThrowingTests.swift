import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// The `reductions` forms whose closure throws, as swift-async-algorithms' throwing reductions.
final class ReductionsThrowingTests: AsyncStyleTestCase {
  func test_reductions_throwingClosureFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<String, any Error> = scheduler.start {
      source.reductions("") { (text, value) throws -> String in try text + String(rejecting(3, value)) }
    }
    XCTAssertEqual(recorder.events, [.next(210, "1"), .next(220, "12"), .failure(230, TestError(code: 3))])
  }

  func test_reductions_closureThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.reductions(0) { (total, value) throws(TestError) in try total + rejectingTyped(2, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(220, TestError(code: 2))])
  }

  func test_reductionsInto_throwingClosureFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<[Int], any Error> = scheduler.start {
      source.reductions(into: [Int]()) { (all, value) throws -> Void in try all.append(rejecting(2, value)) }
    }
    XCTAssertEqual(recorder.events, [.next(210, [1]), .failure(220, TestError(code: 2))])
  }

  func test_reductionsInto_closureThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.reductions(into: 0) { (total, value) throws(TestError) in total += try rejectingTyped(9, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 3), .completed(300)])
  }

  func test_reductionsInclusive_throwingClosureFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.reductions { (total, value) throws -> Int in try total + rejecting(3, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 3), .failure(230, TestError(code: 3))])
  }

  func test_reductionsInclusive_closureThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 4), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.reductions { (total, value) throws(TestError) in try total - rejectingTyped(9, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 4), .next(220, 2), .completed(300)])
  }

  func test_reductions_throwingFormsForwardBaseFailure() async {
    let base = Scripted([1], failing: TestError(code: 6))
    let exclusive = await events(base.reductions(0) { (total, value) throws -> Int in total + value })
    let into = await events(base.reductions(into: 0) { (total, value) throws -> Void in total += value })
    let inclusive = await events(base.reductions { (total, value) throws -> Int in total + value })
    for recorded in [exclusive, into, inclusive] {
      XCTAssertEqual(recorded.first?.element, 1)
      XCTAssertEqual(recorded.last?.failure as? TestError, TestError(code: 6))
    }
  }

  func test_reductions_throwingFormsOverEmptyBaseFinish() async throws {
    let exclusive = try await elements([Int]().async.reductions(0) { (total, value) throws -> Int in total + value })
    let into = try await elements([Int]().async.reductions(into: 0) { (total, value) throws -> Void in total += value })
    let inclusive = try await elements([Int]().async.reductions { (total, value) throws -> Int in total + value })
    XCTAssertEqual(exclusive + into + inclusive, [])
  }

  func test_reductions_nonThrowingClosuresKeepTheirSequences() {
    let exclusive = [1].async.reductions(0, +)
    let inclusive = [1].async.reductions(+)
    XCTAssertTrue(type(of: exclusive) == AsyncExclusiveReductionsSequence<AsyncSyncSequence<[Int]>, Int>.self)
    XCTAssertTrue(type(of: inclusive) == AsyncInclusiveReductionsSequence<AsyncSyncSequence<[Int]>>.self)
  }

  func test_reductions_throwingFormsEndWhenCancelled() {
    assertEndsWhenCancelled { (0...).async.reductions(0) { (total, value) throws -> Int in total &+ value } }
    assertEndsWhenCancelled { (0...).async.reductions(into: 0) { (total, value) throws -> Void in total &+= value } }
    assertEndsWhenCancelled { (0...).async.reductions { (total, value) throws -> Int in total &+ value } }
  }
}
