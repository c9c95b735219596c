import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// flatMapLatest whose outer and inner sequences fail differently.
final class FlatMapLatestMixedFailuresTests: AsyncStyleTestCase {
  func test_flatMapLatest_outerThatCannotFail_failsWithTheInnerFailure() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence([.next(210, 1), .next(260, 2)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start {
      outer.flatMapLatest { value in
        scheduler.createColdSequence(
          value == 1
            ? [.next(10, 10), .next(100, 11)]
            : [.next(10, 20), .failure(20, TestError(code: value))]
              as [AsyncRecorded<Int, TestError>])
      }
    }
    XCTAssertEqual(recorder.events, [.next(220, 10), .next(270, 20), .failure(280, TestError(code: 2))])
    XCTAssertEqual(outer.iterations, [Iteration(200, 280)])
  }

  func test_flatMapLatest_innersThatCannotFail_failWithTheOuterFailure() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence(
      [.next(210, 1), .failure(240, TestError(code: 7))] as [AsyncRecorded<Int, TestError>])
    let inner = scheduler.createColdSequence([.next(10, 100), .next(50, 101)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, TestError> = scheduler.start { outer.flatMapLatest { _ in inner } }
    XCTAssertEqual(recorder.events, [.next(220, 100), .failure(240, TestError(code: 7))])
    XCTAssertEqual(inner.iterations, [Iteration(210, 240)])
  }

  func test_flatMapLatest_withAThrowingInnerMap_failsWithItsError() {
    let scheduler = AsyncTestScheduler()
    let outer = scheduler.createHotSequence(
      [.next(210, 1), .next(220, 2), .completed(300)] as [AsyncRecorded<Int, Never>])
    let recorder: AsyncRecorder<Int, any Error> = scheduler.start {
      outer.flatMapLatest { value in
        [value].async.map { element throws -> Int in
          guard element != 2 else { throw TestError(code: element) }
          return element
        }
      }
    }
    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.events.last?.time, 220)
    XCTAssertEqual(recorder.events.last?.error as? TestError, TestError(code: 2))
  }
}
