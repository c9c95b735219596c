import AsyncStyle
import AsyncStyleTest
import Marbles
import TestSupport
import XCTest

final class AsyncMarblesTests: XCTestCase {
  private enum Boom: Error, Equatable { case boom, other }

  func test_hotSequence_placesTheSubscriptionPointAtTheSubscriptionTick() throws {
    let scheduler = AsyncTestScheduler()
    let source = try scheduler.createHotSequence(marbles: "-a-^-b-|", values: ["a": 1, "b": 2], error: Boom.boom)
    XCTAssertEqual(source.recordedEvents, [.next(180, 1), .next(220, 2), .completed(240)])
    let recorder = scheduler.start { source.map { $0 * 10 } }
    XCTAssertMarbles(recorder.events, "--^-a-|", values: ["a": 20], error: Boom.boom)
  }

  func test_coldSequence_playsFromEachIteration_andFails() throws {
    let scheduler = AsyncTestScheduler()
    let source = try scheduler.createColdSequence(marbles: "-a-#", values: ["a": "a"], error: Boom.boom)
    let recorder = scheduler.start { source }
    XCTAssertEqual(recorder.events, [.next(210, "a"), .failure(230, Boom.boom)])
    XCTAssertMarbles(recorder.events, "-a-#", values: ["a": "a"], error: Boom.boom)
    XCTAssertEqual(source.iterations, [Iteration(200, 230)])
  }

  func test_cancellationMidStream_endsTheRecording() throws {
    let scheduler = AsyncTestScheduler()
    let source = try scheduler.createColdSequence(marbles: "-a--b|", values: ["a": 1, "b": 2], error: Boom.boom)
    let recorder = scheduler.start(cancelled: 230) { source }
    XCTAssertMarbles(recorder.events, "-a", values: ["a": 1, "b": 2])
  }

  func test_marbleDifference_drawsExpectedOverActual() throws {
    let events: [AsyncRecorded<Int, Never>] = [.next(210, 1), .completed(230)]
    XCTAssertEqual(
      try marbleDifference(events, "-a|", values: ["a": 1]),
      """
      marbles differ at frame 2 (tick 20):
        expected  -a|
        actual    -a-|
                    ^
      """)
  }

  func test_marbleDifference_namesAWrongError() throws {
    let events: [AsyncRecorded<Int, Boom>] = [.failure(200, .other)]
    let message = try marbleDifference(events, "#", values: [:], error: Boom.boom)
    XCTAssertEqual(message?.hasPrefix("marbles match, but the failure is"), true)
  }

  func test_badDiagrams_throwWithTheColumn() {
    let scheduler = AsyncTestScheduler()
    XCTAssertThrowsError(try scheduler.createColdSequence(marbles: "-^a", values: ["a": 1], error: Boom.boom)) {
      XCTAssertEqual(($0 as? MarbleError)?.kind, .subscriptionInColdStream)
    }
    XCTAssertThrowsError(try scheduler.createHotSequence(marbles: "a!", values: ["a": 1], error: Boom.boom)) {
      XCTAssertEqual(($0 as? MarbleError)?.kind, .unsupportedEvent("!"))
    }
    XCTAssertThrowsError(try marbleDifference([AsyncRecorded<Int, Never>](), "#", values: [:])) {
      XCTAssertEqual(($0 as? MarbleError)?.kind, .unsupportedEvent("#"))
    }
  }
}
