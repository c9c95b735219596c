import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// The three-base `combineLatest` over bases whose failure types differ.
final class CombineLatestMixedFailuresTests: AsyncStyleTestCase {
  struct OtherError: Error, Equatable {}

  func test_combineLatest3_twoNeverAndOneTypedFailWithTheTypedFailure() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(240, 4)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, "a"), .failure(260, TestError(code: 3))])
    let third = scheduler.createHotSequence([.next(230, true), .next(400, false)] as [AsyncRecorded<Bool, Never>])
    let recorder: AsyncRecorder<String, TestError> = scheduler.start {
      combineLatest(first, second, third).map { "\($0)\($1)\($2)" }
    }
    XCTAssertEqual(recorder.events, [.next(230, "1atrue"), .next(240, "4atrue"), .failure(260, TestError(code: 3))])
    XCTAssertEqual(third.iterations, [Iteration(200, 260)])
  }

  func test_combineLatest3_oneNeverAndTwoOfOneTypeKeepThatType() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .completed(300)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2), .completed(300)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createHotSequence(
      [.next(230, 3), .next(250, 5), .completed(320)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      combineLatest(first, second, third).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(recorder.events, [.next(230, 6), .next(250, 8), .completed(320)])
  }

  func test_combineLatest3_neverFailingBasesStayNeverFailing() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .completed(300)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2), .completed(300)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.next(230, 3), .completed(330)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, Never> = scheduler.start {
      combineLatest(first, second, third).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(recorder.events, [.next(230, 6), .completed(330)])
  }

  func test_combineLatest3_differentTypesFailWithAnyError() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1)] as [AsyncRecorded<Int, OtherError>])
    let second = scheduler.createHotSequence([.next(220, 2)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.next(230, 3), .failure(250, TestError(code: 5))])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      combineLatest(first, second, third).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(recorder.events, [.next(230, 6), .failure(250, TestError(code: 5))])
    XCTAssertEqual(first.iterations, [Iteration(200, 250)])
  }

  func test_combineLatest3_emptyNeverFailingBaseEndsTheResult() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.completed(240)] as [AsyncRecorded<Int, Never>])
    let third = scheduler.createHotSequence([.next(230, 3)] as [AsyncRecorded<Int, TestError>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      combineLatest(first, second, third).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(recorder.events, [.completed(240)])
  }

  func test_combineLatest3_mixedFailureTypesCancelledMidStream() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(400, 4)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(220, 2)] as [AsyncRecorded<Int, TestError>])
    let third = scheduler.createHotSequence([.next(230, 3)] as [AsyncRecorded<Int, OtherError>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start(cancelled: 300) {
      combineLatest(first, second, third).map { $0 + $1 + $2 }
    }
    XCTAssertEqual(recorder.events, [.next(230, 6)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(third.iterations, [Iteration(200, 300)])
  }

  func test_combineLatest3_mixedFailureTypesEndWhenCancelled() {
    assertEndsWhenCancelled {
      combineLatest((0...).async, (0...).async.setFailureType(to: TestError.self), (0...).async)
    }
  }
}
