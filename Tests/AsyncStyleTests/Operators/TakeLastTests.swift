import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class TakeLastTests: AsyncStyleTestCase {
  func test_suffix_emitsTheLastElementsWhenTheBaseFinishes() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
    let recorder = scheduler.start { source.suffix(2) }
    XCTAssertEqual(recorder.events, [.next(250, 3), .next(250, 4), .completed(250)])
    XCTAssertEqual(source.iterations, [Iteration(200, 250)])
  }

  func test_suffix_fewerElementsThanCount_emitsAll() async {
    let result = await elements([1, 2].async.suffix(5))
    XCTAssertEqual(result, [1, 2])
  }

  func test_suffix_zero_emitsNothing() async {
    let result = await elements([1, 2].async.suffix(0))
    XCTAssertEqual(result, [])
  }

  func test_suffix_emptyBase_finishes() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([AsyncRecorded<Int, TestError>.completed(300)])
    XCTAssertEqual(scheduler.start { source.suffix(2) }.events, [.completed(300)])
  }

  func test_suffix_failure_dropsWhatWasKept() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .failure(220, TestError())])
    XCTAssertEqual(scheduler.start { source.suffix(1) }.events, [.failure(220, TestError())])
  }

  func test_suffix_cancelledBeforeTheEnd_emitsNothing() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .completed(400)])
    let recorder = scheduler.start(cancelled: 300) { source.suffix(1) }
    scheduler.advance(to: 1000)
    XCTAssertEqual(recorder.events, [])
    XCTAssertEqual(source.iterations, [Iteration(200, 300)])
  }

  func test_suffix_keepsTheLastOfManyElements() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      (1...7).map { AsyncRecorded<Int, TestError>.next(200 + $0 * 10, $0) } + [.completed(300)])
    XCTAssertEqual(
      scheduler.start { source.suffix(3) }.events, [.next(300, 5), .next(300, 6), .next(300, 7), .completed(300)])
  }
}
