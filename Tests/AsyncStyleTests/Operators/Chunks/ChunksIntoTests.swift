import AsyncStyle
import AsyncStyleTest
import TestSupport
import XCTest

/// The `into:` forms gather chunks into a collection the caller names, as swift-async-algorithms'
/// do; without `into:` the chunks are arrays.
final class ChunksIntoTests: AsyncStyleTestCase {
  func test_chunksOfCountInto_gathersIntoTheNamedCollection() async {
    let chunks: AsyncChunksOfCountSequence<AsyncSyncSequence<String>, String> =
      "abcde".async.chunks(ofCount: 2, into: String.self)
    let result = await elements(chunks)
    XCTAssertEqual(result, ["ab", "cd", "e"])
  }

  func test_chunksOfCountInto_failureDropsThePartialChunk() async {
    let recorded = await events(
      Scripted([1, 2, 3], failing: TestError()).chunks(ofCount: 2, into: ContiguousArray<Int>.self))
    XCTAssertEqual(recorded, [.next(ContiguousArray([1, 2])), .failure(TestError())])
  }

  func test_chunkedIntoBy_gathersRunsIntoTheNamedCollection() async {
    let runs: AsyncChunkedByGroupSequence<AsyncSyncSequence<String>, String> =
      "aabbbca".async.chunked(into: String.self) { $0 == $1 }
    let result = await elements(runs)
    XCTAssertEqual(result, ["aa", "bbb", "c", "a"])
  }

  func test_chunkedBy_withoutInto_givesArrays_andAnEmptyBaseGivesNothing() async {
    let ascending: AsyncChunkedByGroupSequence<AsyncSyncSequence<[Int]>, [Int]> = [1, 2, 3, 1, 2].async.chunked {
      $0 < $1
    }
    let runs = await elements(ascending)
    let none = await elements([Int]().async.chunked { $0 < $1 })
    XCTAssertEqual(runs, [[1, 2, 3], [1, 2]])
    XCTAssertEqual(none, [])
  }

  func test_chunkedIntoOn_sendsEachRunWithItsProjection() async {
    let groups: AsyncChunkedOnProjectionSequence<AsyncSyncSequence<[String]>, Character?, ContiguousArray<String>> =
      ["ant", "ape", "bee", "bat", "asp"].async.chunked(into: ContiguousArray.self, on: \.first)
    let result = await elements(groups).map { "\($0.0.map(String.init) ?? "-"):\($0.1.joined(separator: ","))" }
    XCTAssertEqual(result, ["a:ant,ape", "b:bee,bat", "a:asp"])
  }

  func test_chunkedOn_failureDropsTheOpenGroup() async {
    let recorded = await events(Scripted([1, 1, 2], failing: TestError()).chunked(on: { $0 }).map { $0.1 })
    XCTAssertEqual(recorded, [.next([1, 1]), .failure(TestError())])
  }

  func test_chunksOfCountOrSignalInto_emitsWhenFullOrSignalled() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [
        .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
      ] as [AsyncRecorded<Character, Never>])
    let signal = scheduler.createHotSequence([.next(250, ()), .next(270, ())])
    let recorder = scheduler.start { source.chunks(ofCount: 2, or: signal, into: String.self) }
    XCTAssertEqual(recorder.events, [.next(220, "ab"), .next(250, "c"), .completed(300)])
  }

  func test_chunksOfCountOrTimerInto_emitsCollectedElementsAtEachTick() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, 1), .next(220, 2), .next(260, 3), .completed(320)])
    let clock = scheduler.clock
    let recorder = scheduler.start {
      source.chunks(ofCount: 10, or: .repeating(every: .milliseconds(50), clock: clock), into: ContiguousArray.self)
        .map(Array.init)
    }
    XCTAssertEqual(recorder.events, [.next(250, [1, 2]), .next(300, [3]), .completed(320)])
  }

  func test_chunkedBySignalInto_emitsOnlyOnSignalAndAtTheEnd() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [
        .next(210, "x"), .next(220, "y"), .next(230, "z"), .completed(300),
      ] as [AsyncRecorded<Character, Never>])
    let signal = scheduler.createHotSequence([.next(225, ()), .completed(240)])
    let recorder = scheduler.start { source.chunked(by: signal, into: String.self) }
    XCTAssertEqual(recorder.events, [.next(225, "xy"), .next(300, "z"), .completed(300)])
  }

  func test_chunkedByTimerInto_emitsAtEachTickWithElementsCollected() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence(
      [
        .next(210, "p"), .next(220, "q"), .next(310, "r"), .completed(320),
      ] as [AsyncRecorded<Character, Never>])
    let clock = scheduler.clock
    let recorder = scheduler.start {
      source.chunked(by: .repeating(every: .milliseconds(50), clock: clock), into: String.self)
    }
    // The tick at 300 finds nothing collected and sends nothing; the end sends "r".
    XCTAssertEqual(recorder.events, [.next(250, "pq"), .next(320, "r"), .completed(320)])
  }

  func test_chunksOfCountOrTimerInto_cancelledMidStream() {
    // Chunks by count, so that an endless base gives elements while the test clock stays at zero.
    assertEndsWhenCancelled { clock in
      (0...).async.chunks(
        ofCount: 2, or: .repeating(every: .milliseconds(10), clock: clock), into: ContiguousArray.self)
    }
  }

  func test_chunkedByTimerInto_cancelledWithElementsCollected_endsWithoutThem() {
    let scheduler = AsyncTestScheduler()
    let source = scheduler.createHotSequence([.next(210, "a"), .next(260, "b")] as [AsyncRecorded<Character, Never>])
    let clock = scheduler.clock
    let recorder = scheduler.start(cancelled: 270) {
      source.chunked(by: .repeating(every: .milliseconds(50), clock: clock), into: String.self)
    }
    XCTAssertEqual(recorder.events, [.next(250, "a")])
    XCTAssertEqual(source.iterations, [Iteration(200, 270)])
  }

}
