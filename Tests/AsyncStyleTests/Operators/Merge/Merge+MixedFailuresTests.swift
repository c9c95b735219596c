import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// The three-base `merge` over bases whose failure types differ.
final class MergeMixedFailuresTests: AsyncStyleTestCase {
  struct OtherError: Error, Equatable {}

  func test_merge3_twoNeverAndOneTypedFailWithTheTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 4)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2), .failure(250, TestError(code: 3))])
    let third = scheduler.createHotSequence([.next(230, 3), .next(400, 5)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(230, 3), .failure(250, TestError(code: 3))])
    XCTAssertEqual(first.iterations, [Iteration(200, 250)])
    XCTAssertEqual(third.iterations, [Iteration(200, 250)])
  }

  func test_merge3_oneNeverAndTwoOfOneTypeKeepThatType() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.next(220, 2), .completed(320)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.next(230, 3), .completed(340)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(340)])
  }

  func test_merge3_neverFailingBasesStayNeverFailing() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .completed(300)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.next(260, 3), .completed(350)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, Never> = scheduler.start { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(260, 3), .completed(350)])
  }

  func test_merge3_differentTypesFailWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1)] as [AsyncRecorded<Int, OtherError>])
    let second = scheduler.createHotSequence([.next(220, 2)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.failure(240, TestError(code: 5))] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .failure(240, TestError(code: 5))])
    XCTAssertEqual(first.iterations, [Iteration(200, 240)])
  }

  func test_merge3_withThrowingMapFailsWithItsError() {
    let scheduler = AsyncTestScheduler()
    let readings = scheduler.createHotSequence(
      [.next(210, 1), .next(230, 7), .next(260, 2)] as [AsyncRecorded<Int, Never>])
    let typed = scheduler.createHotSequence([.next(220, 10)] as [AsyncRecorded<Int, TestError>])
    let quiet = scheduler.createHotSequence([.next(250, 20)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      merge(readings.map { try rejecting(7, $0) }, typed, quiet)
    }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 10), .failure(230, TestError(code: 7))])
  }

  func test_merge3_mixedFailureTypesCancelledMidStream() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 4)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2), .next(400, 5)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createHotSequence([.next(230, 3), .next(400, 6)] as [AsyncRecorded<Int, OtherError>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start(cancelled: 300) { merge(first, second, third) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(220, 2), .next(230, 3)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
    XCTAssertEqual(third.iterations, [Iteration(200, 300)])
  }

  func test_merge3_mixedFailureTypesEndWhenCancelled() {
    assertEndsWhenCancelled { merge((0...).async, (0...).async.setFailureType(to: TestError.self), (0...).async) }
  }
}
