import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// `flatten(.race)`: every inner stream runs until one sends any event; that one wins, and the
/// others are disposed at once.
final class FlattenRaceTests: ProducerStyleTestCase {
  private typealias Inner = SignalProducer<Int, TestError>

  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_race_theFirstInnerToSend_wins_andTheOthersAreDisposedThen() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("---1-2|"))
    let b = lifecycle.mark("b", try scheduler.digits("-3--4|"))
    let recorder = EventRecorder(SignalProducer<Inner, TestError>(values: a, b).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(3, at: 1), .value(4, at: 4), .completed(at: 5)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "a disposed @ 1", "b disposed @ 5"])
  }

  func test_race_aCompletionWinsToo() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("--1|"))
    let b = try scheduler.digits("-|")
    let recorder = EventRecorder(SignalProducer<Inner, TestError>(values: a, b).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 1)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "a disposed @ 1"])
  }

  func test_race_outerWithoutInners_completesWithTheOuter() throws {
    let outer: Signal<Inner, TestError> = try scheduler.hot("--|", [:])
    let recorder = EventRecorder(SignalProducer(outer).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 2)])
  }

  func test_race_outerCompletingWhileItsInnerIsSilent_waitsForThatInner() throws {
    let a = try scheduler.digits("-----1|")
    let recorder = EventRecorder(SignalProducer(try scheduler.hot("-a--|", ["a": a])).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 6), .completed(at: 7)])
  }

  func test_race_aFailureSentFirst_winsAndFailsTheResult() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = try scheduler.digits("--#")
    let b = lifecycle.mark("b", try scheduler.digits("---1|"))
    let recorder = EventRecorder(SignalProducer<Inner, TestError>(values: a, b).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 2)])
    XCTAssertEqual(lifecycle.log, ["b started @ 0", "b disposed @ 2"])
  }

  func test_race_outerFailureBeforeAWinner_disposesEveryRunner() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("------1|"))
    let b = lifecycle.mark("b", try scheduler.digits("-----2|"))
    let recorder = EventRecorder(
      SignalProducer(try scheduler.hot("-a-b-#", ["a": a, "b": b])).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 5)])
    XCTAssertEqual(lifecycle.log, ["a started @ 1", "b started @ 3", "a disposed @ 5", "b disposed @ 5"])
  }

  func test_race_winnerInterrupted_interruptsTheResult() throws {
    let a = try scheduler.digits("-1-!")
    let b = try scheduler.digits("----2|")
    let recorder = EventRecorder(SignalProducer<Inner, TestError>(values: a, b).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .interrupted(at: 3)])
  }

  func test_race_disposedBeforeAWinner_disposesTheInnersBeforeTheOuter() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-----1|"))
    let b = lifecycle.mark("b", try scheduler.digits("-----2|"))
    let outer = lifecycle.mark("outer", SignalProducer(try scheduler.hot("-a-b-----|", ["a": a, "b": b])))
    let recorder = EventRecorder(outer.flatten(.race), clock: scheduler)
    scheduler.advance(by: .seconds(4))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.interrupted(at: 4)])
    XCTAssertEqual(
      lifecycle.log,
      [
        "outer started @ 0", "a started @ 1", "b started @ 3", "a disposed @ 4", "b disposed @ 4",
        "outer disposed @ 4",
      ])
  }

  func test_race_innerSentByTheObserverAfterTheWin_neverStarts() {
    let lifecycle = Lifecycle()
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let late = lifecycle.mark("late", SignalProducer<Int, Never>(value: 99))
    let recorder = EventRecorder<Int, Never>()
    SignalProducer(outer).flatten(.race)
      .on(value: { value in if value == 1 { outerInput.send(value: late) } })
      .start(recorder.observer)
    outerInput.send(value: SignalProducer(values: 1, 2))
    outerInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    XCTAssertEqual(lifecycle.log, [])
  }

  func test_race_fiftyRunners_theEarliestWins_andAllAreDisposed() {
    let lifecycle = Lifecycle(clock: scheduler)
    let runners = (0..<50).map { index in
      lifecycle.mark("runner", Inner(value: index).delay(TimeInterval(50 - index), on: scheduler))
    }
    let recorder = EventRecorder(SignalProducer<Inner, TestError>(runners).flatten(.race), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(49, at: 1), .completed(at: 1)])
    XCTAssertEqual(lifecycle.count("runner started @ 0"), 50)
    XCTAssertEqual(lifecycle.count("runner disposed @ 1"), 50)
  }
}
