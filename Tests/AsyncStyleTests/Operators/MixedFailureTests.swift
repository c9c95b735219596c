import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// Combining sequences of different failure types: a sequence that cannot fail joins one that can
/// and the result fails with the latter's type; two different types give `any Error`.
final class MixedFailureTests: AsyncStyleTestCase {
  struct OtherError: Error, Equatable {}

  func test_merge_neverAndTypedFailsWithTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let quiet = scheduler.createHotSequence([.next(210, 1), .next(300, 3)] as [AsyncRecorded<Int, Never>])
    let failing = scheduler.createHotSequence([.next(250, 2), .failure(260, TestError(code: 4))])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { merge(quiet, failing) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 2), .failure(260, TestError(code: 4))])
  }

  func test_merge_bothNeverStaysNever() {
    let merged: AsyncMerge2Sequence<AsyncSyncSequence<[Int]>, AsyncSyncSequence<[Int]>> = merge([1].async, [2].async)
    _ = merged
  }

  func test_merge_differentTypesFailWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1)] as [AsyncRecorded<Int, OtherError>])
    let second = scheduler.createHotSequence([.failure(230, TestError(code: 5))] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start { merge(first, second) }
    XCTAssertEqual(recorder.events.count, 2)
    XCTAssertEqual(recorder.events.first, .next(210, 1))
    XCTAssertEqual(recorder.events.last?.error as? TestError, TestError(code: 5))
  }

  func test_merge_withStandardLibraryThrowingMap() async throws {
    let checked = [1, 2].async.map { (value: Int) throws -> Int in value }
    var received: [Int] = []
    for try await element in merge(checked, [3].async) { received.append(element) }
    XCTAssertEqual(received.sorted(), [1, 2, 3])
  }

  func test_combineLatest_neverAndTyped() {
    let scheduler = AsyncTestScheduler()
    let quiet = scheduler.createHotSequence([.next(210, 1)] as [AsyncRecorded<Int, Never>])
    let failing = scheduler.createHotSequence([.next(220, "a"), .failure(240, TestError(code: 1))])
    let recorder: AsyncRecorder<(Int, String), TestError> = scheduler.start { combineLatest(quiet, failing) }
    XCTAssertEqual(recorder.events.map(\.time), [220, 240])
    XCTAssertEqual(recorder.events.last?.error, TestError(code: 1))
  }

  func test_zip_typedAndNever() async {
    let zipped = zip(Scripted([1, 2], failing: TestError(code: 2)), (10...).async)
    let all = await events(zipped.map { $0 + $1 })
    XCTAssertEqual(all, [.next(11), .next(13), .failure(TestError(code: 2))])
  }

  func test_zip_differentTypes() async {
    let zipped = zip(Scripted([1], failing: TestError(code: 3)), [1, 2].async.mapError { _ -> OtherError in })
    var iterator = zipped.makeAsyncIterator()
    do {
      while try await iterator.next() != nil {}
      XCTFail("expected a failure")
    } catch {
      XCTAssertEqual(error as? TestError, TestError(code: 3))
    }
  }

  func test_chain_neverThenTyped() async {
    let chained = chain([1, 2].async, Scripted([3], failing: TestError(code: 6)))
    let all = await events(chained)
    XCTAssertEqual(all, [.next(1), .next(2), .next(3), .failure(TestError(code: 6))])
  }

  func test_chain_typedThenNever() async {
    let chained = chain(Scripted([1]), [2].async)
    let all = await events(chained)
    XCTAssertEqual(all, [.next(1), .next(2), .completed])
  }

  func test_withLatestFrom_neverSampledByTyped() {
    let scheduler = AsyncTestScheduler()
    let taps = scheduler.createHotSequence([.next(220, ()), .failure(300, TestError(code: 8))])
    let text = scheduler.createHotSequence([.next(210, "a")] as [AsyncRecorded<String, Never>])
    let recorder: AsyncRecorder<String, TestError> = scheduler.start { taps.withLatestFrom(text) }
    XCTAssertEqual(recorder.events, [.next(220, "a"), .failure(300, TestError(code: 8))])
  }

  func test_mapError_convertsFailureAndKeepsElements() async {
    let mapped = Scripted([1], failing: TestError(code: 2)).mapError { OtherErrorWithCode(code: $0.code) }
    let all = await events(mapped)
    XCTAssertEqual(all, [.next(1), .failure(OtherErrorWithCode(code: 2))])
  }

  func test_mapError_cancelled() {
    assertEndsWhenCancelled { (0...).async.setFailureType(to: TestError.self).mapError { $0 } }
  }
}

private struct OtherErrorWithCode: Error, Equatable {
  let code: Int
}
