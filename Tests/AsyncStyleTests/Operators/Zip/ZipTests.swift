import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

final class ZipTests: AsyncStyleTestCase {
  func test_zip_pairsByPositionAndEndsWithShorter() async {
    let result = await elements(zip([1, 2, 3].async, ["a", "b"].async)).map { "\($0)\($1)" }
    XCTAssertEqual(result, ["1a", "2b"])
  }

  func test_zip3_combinesTriples() async {
    let result = await elements(zip([1, 2].async, ["a", "b"].async, [true, false].async)).map { "\($0)\($1)\($2)" }
    XCTAssertEqual(result, ["1atrue", "2bfalse"])
  }

  func test_zip_forwardsFailureOfSecond() async {
    let recorded = await events(zip(Scripted([1, 2]), Scripted(["a"], failing: TestError())).map { "\($0)\($1)" })
    XCTAssertEqual(recorded, [.next("1a"), .failure(TestError())])
  }

  func test_zip_asksItsBasesInTurn_soTheFirstIsAskedBeforeTheSecondsEndIsSeen() async {
    let asked = Locked(0)
    let first = [1, 2, 3].async.map { value in
      asked.withLock { $0 += 1 }
      return value
    }
    let result = await elements(zip(first, [String]().async))
    XCTAssertTrue(result.isEmpty)
    XCTAssertEqual(asked.value, 1, "the first base answers once before the second's end is seen")
  }
}

/// The edge classes of zip on virtual time: each pair comes when its later element does, and
/// the bases are asked in turn (see Documentation/Differences.md).
final class ZipEdgeTests: AsyncStyleTestCase {
  func test_zip_eachPairComesWithItsLaterElement_andTheEndWithTheShorterBase() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(230, 3), .completed(400)])
    let second = scheduler.createHotSequence([.next(250, "a"), .next(260, "b"), .completed(270)])
    let recorder = scheduler.start { zip(first, second).map { "\($0)\($1)" } }
    XCTAssertEqual(recorder.events, [.next(250, "1a"), .next(260, "2b"), .completed(270)])
    XCTAssertEqual(first.iterations, [Iteration(200, 270)])
    XCTAssertEqual(second.iterations, [Iteration(200, 270)])
  }

  func test_zip_emptyFirst_finishesWhenItEnds() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let second = scheduler.createHotSequence([.next(210, 1), .next(300, 2)])
    let recorder = scheduler.start { zip(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.completed(250)])
    XCTAssertEqual(second.iterations, [Iteration(200, 250)])
  }

  func test_zip_emptySecond_finishesWhenItEnds() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(220, 2)])
    let second = scheduler.createHotSequence([.completed(250)] as [AsyncRecorded<Int, Never>])
    let recorder = scheduler.start { zip(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.completed(250)])
    XCTAssertEqual(first.iterations, [Iteration(200, 250)])
  }

  func test_zip_firstFailingAfterAPair_failsAtOnceAndEndsTheSecond() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .failure(240, TestError(code: 6))])
    let second = scheduler.createHotSequence([.next(220, 10), .next(300, 20)] as [AsyncRecorded<Int, TestError>])
    let recorder = scheduler.start { zip(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(220, 11), .failure(240, TestError(code: 6))])
    XCTAssertEqual(second.iterations, [Iteration(200, 240)])
  }

  func test_zip_secondFailingWhileTheFirstHasAnElementWaiting_dropsThatElement() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(220, 2)] as [AsyncRecorded<Int, TestError>])
    let second = scheduler.createHotSequence([.next(215, 10), .failure(250, TestError(code: 7))])
    let recorder = scheduler.start { zip(first, second).map { $0 + $1 } }
    XCTAssertEqual(recorder.events, [.next(215, 11), .failure(250, TestError(code: 7))])
    XCTAssertEqual(first.iterations, [Iteration(200, 250)])
  }

  func test_zip_cancelledWhileWaitingForTheSecond_endsBothIterations() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(220, 2)])
    let second = scheduler.createHotSequence([.next(215, 10), .next(400, 20)])
    let recorder = scheduler.start(cancelled: 300) { zip(first, second).map { $0 + $1 } }
    scheduler.advance(to: 500)
    XCTAssertEqual(recorder.events, [.next(215, 11)])
    XCTAssertEqual(first.iterations, [Iteration(200, 300)])
    XCTAssertEqual(second.iterations, [Iteration(200, 300)])
  }

  func test_zip_consumerSendingIntoTheFirstWhileHandlingAPair_pairsItWithTheNextOfTheSecond() {
    let scheduler = AsyncTestScheduler()
    let first = AsyncPassthroughSubject<Int, Never>()
    let second = scheduler.createHotSequence([.next(210, "x"), .next(220, "y"), .next(230, "z")])
    let zipped = zip(first, second).map { "\($0)\($1)" }
    let recorder = scheduler.record(zipped.handleEvents(onElement: { if $0 == "1x" { first.send(2) } }))
    scheduler.schedule(at: 205) { first.send(1) }
    scheduler.schedule(at: 250) { first.finish() }
    scheduler.advance(to: 400)
    XCTAssertEqual(recorder.events, [.next(210, "1x"), .next(220, "2y"), .completed(250)])
    XCTAssertEqual(first.consumerCount, 0)
    XCTAssertEqual(second.iterations, [Iteration(0, 250)])
  }

  func test_zip3_eachTripleComesWithItsLatestElement() {
    let scheduler = AsyncTestScheduler()
    let first = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .completed(500)])
    let second = scheduler.createHotSequence([.next(230, 10), .next(240, 20), .completed(500)])
    let third = scheduler.createHotSequence([.next(215, 100), .next(260, 200), .completed(270)])
    let recorder = scheduler.start { zip(first, second, third).map { $0 + $1 + $2 } }
    XCTAssertEqual(recorder.events, [.next(230, 111), .next(260, 222), .completed(500)])
  }

  func test_zip_manyPairs_comeInOrder() {
    let scheduler = AsyncTestScheduler()
    let count = 20
    let first = scheduler.createHotSequence(
      (0..<count).map { AsyncRecorded<Int, Never>.next(210 + 5 * $0, $0) } + [.completed(400)])
    let second = scheduler.createHotSequence((0..<count).map { AsyncRecorded<Int, Never>.next(212 + 5 * $0, $0 * 10) })
    let recorder = scheduler.start { zip(first, second).map { $0 + $1 } }
    XCTAssertEqual(
      recorder.events, (0..<count).map { AsyncRecorded<Int, Never>.next(212 + 5 * $0, 11 * $0) } + [.completed(400)])
  }
}
