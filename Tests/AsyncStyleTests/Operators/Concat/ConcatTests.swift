import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ConcatTests: AsyncStyleTestCase {
  func test_chain_emitsFirstThenSecond() async {
    let result = await elements(chain([1, 2].async, [3].async))
    XCTAssertEqual(result, [1, 2, 3])
  }

  func test_chain_ofThree() async {
    let result = await elements(chain([1].async, [Int]().async, [3].async))
    XCTAssertEqual(result, [1, 3])
  }

  func test_chain_failureOfFirstSkipsSecond() async {
    let recorded = await events(chain(Scripted([1], failing: TestError()), Scripted([2])))
    XCTAssertEqual(recorded, [.next(1), .failure(TestError())])
  }
  func test_chain_afterFailureOfFirstEndsWithoutAskingSecond() async {
    var secondAsked = false
    let second = Scripted([2]).map { value in
      secondAsked = true
      return value
    }
    var iterator = chain(Scripted([1], failing: TestError()), second).makeAsyncIterator()
    let first = try? await iterator.next()
    var failure: TestError?
    do { _ = try await iterator.next() } catch { failure = error }
    let afterFailure = try? await iterator.next()
    XCTAssertEqual(first, 1)
    XCTAssertEqual(failure, TestError())
    XCTAssertNil(afterFailure)
    XCTAssertFalse(secondAsked)
  }
}

/// `chain` and the standard library's `flatMap` (the async style's concatMap) on virtual time.
final class ConcatEdgeTests: AsyncStyleTestCase {
  func test_chain_bothEmpty_finishesWhenTheSecondFinishes() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.completed(10)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createColdSequence([.completed(30)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { chain(first, second) }
    XCTAssertEqual(recorder.events, [.completed(230)])
    XCTAssertEqual(first.iterations, [Iteration(200, 210)])
    XCTAssertEqual(second.iterations, [Iteration(200, 230)])
  }

  func test_chain_secondFailing_failsAfterEveryElementOfTheFirst() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence(
      [.next(10, 1), .next(20, 2), .completed(30)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createColdSequence([.next(40, 3), .failure(50, TestError(code: 4))])
    let recorder = scheduler.start { chain(first, second) }
    XCTAssertEqual(
      recorder.events, [.next(210, 1), .next(220, 2), .next(240, 3), .failure(250, TestError(code: 4))])
  }

  func test_chain_firstFailing_endsTheSecondIterationWithoutItsElements() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .failure(20, TestError(code: 5))])
    let second = scheduler.createColdSequence([.next(5, 9), .completed(50)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { chain(first, second) }
    XCTAssertEqual(recorder.events, [.next(210, 1), .failure(220, TestError(code: 5))])
    XCTAssertEqual(second.iterations, [Iteration(200, 220)])
  }

  func test_chain_cancelledDuringTheSecond_endsItsIteration() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createColdSequence([.next(10, 1), .completed(20)])
    let second = scheduler.createColdSequence([.next(50, 2), .next(500, 3)])
    let recorder = scheduler.start(cancelled: 300) { chain(first, second) }
    scheduler.advance(to: 800)
    XCTAssertEqual(recorder.events, [.next(210, 1), .next(250, 2)])
    XCTAssertEqual(first.iterations, [Iteration(200, 220)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }

  func test_concatMap_runsEachInnerAfterThePreviousFinished() {
    let scheduler = AsyncTestScheduler()
    let inner = scheduler.createColdSequence([.next(10, "x"), .next(20, "y"), .completed(30)])
    let recorder = scheduler.start { [1, 2, 3].async.flatMap { _ in inner } }
    XCTAssertEqual(
      recorder.events,
      [
        .next(210, "x"), .next(220, "y"), .next(240, "x"), .next(250, "y"), .next(270, "x"), .next(280, "y"),
        .completed(290),
      ])
    XCTAssertEqual(inner.iterations, [Iteration(200, 230), Iteration(230, 260), Iteration(260, 290)])
  }
}
