import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// The three-base `zip` over bases whose failure types differ.
final class ZipMixedFailuresTests: AsyncStyleTestCase {
  struct OtherError: Error, Equatable {}

  func test_zip3_twoNeverAndOneTypedFailWithTheTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(240, 4)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2), .failure(250, TestError(code: 3))])
    let third = scheduler.createHotSequence([.next(230, 3), .next(245, 6)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { zip(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(230, 6), .failure(250, TestError(code: 3))])
  }

  func test_zip3_oneNeverAndTwoOfOneTypeKeepThatType() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence(
      [.next(210, 1), .next(240, 4), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.next(220, 2), .next(250, 5)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createHotSequence([.next(230, 3), .next(260, 6)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { zip(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(230, 6), .next(260, 15), .completed(300)])
  }

  func test_zip3_neverFailingBasesStayNeverFailing() async {
    let zipped: AsyncZip3Sequence<AsyncSyncSequence<[Int]>, AsyncSyncSequence<[String]>, AsyncSyncSequence<[Bool]>> =
      zip([1, 2].async, ["a"].async, [true, false].async)
    let all = await elements(zipped.map { "\($0)\($1)\($2)" })
    XCTAssertEqual(all, ["1atrue"])
  }

  func test_zip3_differentTypesFailWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(240, 4)] as [AsyncRecorded<Int, OtherError>])
    let second = scheduler.createHotSequence([.next(220, 2), .next(250, 5)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.next(230, 3), .failure(260, TestError(code: 5))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start { zip(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(230, 6), .failure(260, TestError(code: 5))])
  }

  func test_zip3_mixedFailureTypesCancelledMidStream() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(240, 4)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createHotSequence([.next(230, 3), .next(400, 6)] as [AsyncRecorded<Int, OtherError>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start(cancelled: 300) {
      zip(first, second, third).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(recorder.events, [.next(230, 6)])
  }

  func test_zip3_mixedFailureTypesEndWhenCancelled() {
    assertEndsWhenCancelled { zip((0...).async, (0...).async.setFailureType(to: TestError.self), (0...).async) }
  }
}
