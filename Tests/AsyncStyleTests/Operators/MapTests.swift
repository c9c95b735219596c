import AsyncStyle
import AsyncStyleTest
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
  // MARK: - Throwing closures

  func test_map_throwingClosureFailsWithItsErrorAndEnds() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      source.map { value in try rejecting(2, value) * 10 }
    }
    XCTAssertEqual(recorder.events, [.next(210, 10), .failure(220, TestError(code: 2))])
  }

  func test_map_closureThrowingTheBaseFailureTypeKeepsIt() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      source.map { (value) throws(TestError) in try rejectingTyped(2, value) }
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(220, TestError(code: 2))])
  }

  func test_map_throwingClosureForwardsBaseFailure() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(240, TestError(code: 9))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start { source.map { try rejecting(5, $0) } }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(240, TestError(code: 9))])
  }

  func test_map_throwingClosureOverEmptyBaseFinishes() async throws {
    let result = try await elements([Int]().async.map { try rejecting(1, $0) })
    XCTAssertEqual(result, [])
  }

  func test_map_afterTheClosureThrewTheBaseIsNotAskedAgain() async {
    var asked = 0
    var iterator = (1...).async.map { value in
      asked = value
      return value
    }.map { try rejecting(1, $0) }
      .makeAsyncIterator()
    do {
      _ = try await iterator.next()
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(code: 1))
    }
    let afterFailure = try? await iterator.next()
    XCTAssertNil(afterFailure ?? nil)
    XCTAssertEqual(asked, 1)
  }

  func test_map_overloadsForNonThrowingKeyPathAndOperatorClosuresStaySynchronous() {
    let key = [Labelled(label: "a")].async.map(\.label)
    let sum = zip([1].async, [2].async).map(+)
    let named = [1].async.map(String.init)
    XCTAssertTrue(type(of: key) == AsyncSyncMapSequence<AsyncSyncSequence<[Labelled]>, String>.self)
    XCTAssertTrue(
      type(of: sum)
        == AsyncSyncMapSequence<AsyncZip2Sequence<AsyncSyncSequence<[Int]>, AsyncSyncSequence<[Int]>>, Int>.self)
    XCTAssertTrue(type(of: named) == AsyncSyncMapSequence<AsyncSyncSequence<[Int]>, String>.self)
  }

  func test_map_throwingClosureOverAnyErrorBaseNeedsNoErasure() {
    let stream = AsyncThrowingStream<Int, any Error> { $0.finish() }
    let mapped = stream.map { try rejecting(1, $0) }
    XCTAssertTrue(type(of: mapped) == AsyncSyncThrowingMapSequence<AsyncThrowingStream<Int, any Error>, Int>.self)
  }

  func test_map_throwingClosureEndsWhenCancelled() {
    assertEndsWhenCancelled { (0...).async.map { try rejecting(-1, $0) } }
  }
}

private struct Labelled { var label: String }
