import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// flatMapMerge whose outer and inner sequences fail differently.
final class FlatMapMixedFailuresTests: AsyncStyleTestCase {
  func test_flatMapMerge_outerThatCannotFail_failsWithTheInnerFailure() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(230, 2)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      outer.flatMapMerge { value in
        scheduler.createColdSequence(
          value == 1
            ? [.next(10, 10), .next(100, 11)]
            : [.next(10, 20), .failure(30, TestError(code: value))]
              as [AsyncRecorded<Int, TestError>])
      }
    }
    XCTAssertEqual(recorder.events, [.next(220, 10), .next(240, 20), .failure(260, TestError(code: 2))])
  }

  func test_flatMapMerge_innersThatCannotFail_failWithTheOuterFailure() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence(
      [.next(210, 1), .failure(250, TestError(code: 9))] as [AsyncRecorded<Int, TestError>])
    let inner = scheduler.createColdSequence(
      [.next(10, 100), .next(20, 101), .next(80, 102)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { outer.flatMapMerge { _ in inner } }
    XCTAssertEqual(recorder.events, [.next(220, 100), .next(230, 101), .failure(250, TestError(code: 9))])
    XCTAssertEqual(inner.iterations, [Iteration(210, 250)])
  }
}
