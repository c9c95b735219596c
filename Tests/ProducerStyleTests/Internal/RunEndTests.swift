import Foundation
import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

/// When a run's lifetime ends, and where an interruption enters it, as ReactiveSwift has it: a
/// producer backed by a signal there ends its lifetime as its terminal event passes, and a run
/// disposed from outside is interrupted at its sources.
final class RunEndTests: ProducerStyleTestCase {
  func test_completedSource_isDisposedAtOnce_whileDelayStillHoldsItsValue() {
    let timeline = Timeline()
    SignalProducer<Int, Never>(value: 1)
      .on(disposed: { timeline.add("source disposed") })
      .delay(5, on: timeline.scheduler)
      .start(timeline.observer("consumer"))
    timeline.scheduler.run()
    XCTAssertEqual(timeline.lines, ["0 source disposed", "5 consumer value 1", "5 consumer completed"])
  }

  func test_completedOuter_isDisposedAtOnce_whileItsInnerRuns() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    SignalProducer<Int, Never>(value: 1)
      .on(disposed: { timeline.add("outer disposed") })
      .flatMap(.latest) { SignalProducer(value: $0).delay(5, on: scheduler) }
      .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(timeline.lines, ["0 outer disposed", "5 consumer value 1", "5 consumer completed"])
  }

  func test_then_replacementEndsBeforeTheSourceItFollows() {
    let timeline = Timeline()
    SignalProducer<Int, Never>(value: 1)
      .on(disposed: { timeline.add("first disposed") })
      .then(SignalProducer<Int, Never>(value: 2).on(disposed: { timeline.add("replacement disposed") }))
      .start(timeline.observer("consumer"))
    XCTAssertEqual(
      timeline.lines,
      ["0 consumer value 2", "0 consumer completed", "0 replacement disposed", "0 first disposed"])
  }

  func test_combineLatest_sourceThatCompleted_isDisposedWhileTheOtherRuns() {
    let timeline = Timeline()
    let first = SignalProducer<Int, Never>(value: 1).on(disposed: { timeline.add("first disposed") })
    let second = SignalProducer<Int, Never> { _, _ in }.on(disposed: { timeline.add("second disposed") })
    let run = first.combineLatest(with: second).map { $0 + $1 }.start(timeline.observer("consumer"))
    timeline.scheduler.advance(by: .seconds(3))
    run.dispose()
    XCTAssertEqual(timeline.lines, ["0 first disposed", "3 consumer interrupted", "3 second disposed"])
  }

  func test_disposal_entersAtTheSource_soOperatorsOnTheWaySeeIt() {
    let timeline = Timeline()
    let run = SignalProducer<Int, Never> { _, _ in }
      .on(interrupted: { timeline.add("side effect interrupted") }, disposed: { timeline.add("side effect disposed") })
      .start(timeline.observer("consumer"))
    timeline.scheduler.advance(by: .seconds(2))
    run.dispose()
    XCTAssertEqual(
      timeline.lines, ["2 side effect interrupted", "2 consumer interrupted", "2 side effect disposed"])
  }

  func test_disposal_materialized_recordsTheInterruptionThenPassesItOn() {
    let recorder = EventRecorder<Signal<Int, Never>.Event, Never>()
    let run = SignalProducer<Int, Never> { _, _ in }.materialize().start(recorder.observer)
    run.dispose()
    XCTAssertEqual(recorder.events, [.value(.interrupted), .interrupted])
  }

  func test_flatMapMerge_innerInterruption_endsThatInnerAsACompletion() {
    let recorder = EventRecorder<Int, Never>()
    SignalProducer<Int, Never>(values: 1, 2)
      .flatMap(.merge) { value in
        SignalProducer<Int, Never> { observer, _ in
          observer.send(value: value)
          observer.sendInterrupted()
        }
      }
      .start(recorder.observer)
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
  }

  func test_flatMapRace_innerInterruption_interruptsTheResult() {
    let recorder = EventRecorder<Int, Never>()
    SignalProducer<Int, Never>(value: 1)
      .flatMap(.race) { _ in SignalProducer<Int, Never> { observer, _ in observer.sendInterrupted() } }
      .start(recorder.observer)
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_flatMapLatest_replacedInnerEnds_beforeTheNextStarts() {
    let timeline = Timeline()
    let (outer, input) = Signal<Int, Never>.pipe()
    let run = SignalProducer(outer)
      .flatMap(.latest) { value in
        SignalProducer<Int, Never> { _, lifetime in
          timeline.add("inner \(value) started")
          lifetime.observeEnded { timeline.add("inner \(value) ended") }
        }
      }
      .start()
    input.send(value: 1)
    input.send(value: 2)
    run.dispose()
    XCTAssertEqual(
      timeline.lines, ["0 inner 1 started", "0 inner 1 ended", "0 inner 2 started", "0 inner 2 ended"])
  }

  func test_takeFirstZero_neverStartsTheSource() {
    let timeline = Timeline()
    SignalProducer<Int, Never> { _, _ in timeline.add("source started") }
      .take(first: 0)
      .start(timeline.observer("consumer"))
    XCTAssertEqual(timeline.lines, ["0 consumer interrupted"])
  }

  func test_replayLazily_consumersHearEachEventInTheOrderTheyCame() {
    let timeline = Timeline()
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer(signal).replayLazily(upTo: 0)
    let names = (0..<8).map { "c\($0)" }
    let runs = names.map { shared.start(timeline.observer($0)) }
    input.send(value: 1)
    XCTAssertEqual(timeline.lines, names.map { "0 \($0) value 1" })
    for run in runs { run.dispose() }
  }

  func test_flatMapRace_disposal_disposesTheWinningInner() {
    let timeline = Timeline()
    let run = SignalProducer<Int, Never>(value: 1)
      .flatMap(.race) { value in
        SignalProducer<Int, Never> { observer, lifetime in
          observer.send(value: value)
          lifetime.observeEnded { timeline.add("winner ended") }
        }
      }
      .start(timeline.observer("consumer"))
    timeline.scheduler.advance(by: .seconds(2))
    run.dispose()
    XCTAssertEqual(timeline.lines, ["0 consumer value 1", "2 consumer interrupted", "2 winner ended"])
  }

  func test_withLatest_disposal_interruptsTheObserverBeforeItsSourcesEnd() {
    let timeline = Timeline()
    let source = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { timeline.add("source ended") }
    }
    let samplee = SignalProducer<Int, Never> { _, lifetime in
      lifetime.observeEnded { timeline.add("samplee ended") }
    }
    let run = source.withLatest(from: samplee).map { $0 + $1 }.start(timeline.observer("consumer"))
    run.dispose()
    XCTAssertEqual(timeline.lines, ["0 consumer interrupted", "0 samplee ended", "0 source ended"])
  }

  func test_delay_disposedInTheInstantAValueIsDue_dropsTheValue() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    let run = Mutex<(any Disposable)?>(nil)
    // Scheduled first, so it runs before the delayed value due in the same instant.
    scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 2)) {
      timeline.add("dispose")
      run.withLock { $0 }?.dispose()
    }
    let started = SignalProducer<Int, Never>(value: 1).delay(2, on: scheduler).start(timeline.observer("consumer"))
    run.withLock { $0 = started }
    scheduler.run()
    XCTAssertEqual(timeline.lines, ["2 dispose", "2 consumer interrupted"])
  }

  func test_repeat_interruptionEndsTheRepetition() {
    let timeline = Timeline()
    SignalProducer<Int, Never> { observer, _ in
      timeline.add("source started")
      observer.sendInterrupted()
    }
    .repeat(3)
    .start(timeline.observer("consumer"))
    XCTAssertEqual(timeline.lines, ["0 source started", "0 consumer interrupted"])
  }

  func test_disposalThroughDelay_runsOnDisposedBeforeTheInterruptionPasses() {
    let timeline = Timeline()
    let run = SignalProducer<Int, Never>(value: 0)
      .delay(2, on: timeline.scheduler)
      .on(
        interrupted: { timeline.add("side effect interrupted") },
        terminated: { timeline.add("side effect terminated") },
        disposed: { timeline.add("side effect disposed") }
      )
      .start(timeline.observer("consumer"))
    timeline.scheduler.advance(by: .seconds(1))
    run.dispose()
    timeline.scheduler.run()
    XCTAssertEqual(
      timeline.lines,
      [
        "1 side effect disposed", "1 side effect interrupted", "1 side effect terminated", "1 consumer interrupted",
      ])
  }

  func test_zipEndingItsSource_interruptsTheSourceBeforeItsOnDisposedRuns() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    SignalProducer<Int, Never> { observer, lifetime in
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 2)) { observer.send(value: 5) }
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 4)) { observer.send(value: 6) }
    }
    .on(
      interrupted: { timeline.add("side effect interrupted") }, terminated: { timeline.add("side effect terminated") },
      disposed: { timeline.add("side effect disposed") }
    )
    .zip(with: SignalProducer(value: 1))
    .map { $0 * 100 + $1 }
    .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(
      timeline.lines,
      [
        "2 consumer value 501", "2 consumer completed", "2 side effect interrupted", "2 side effect terminated",
        "2 side effect disposed",
      ])
  }

  func test_takeFirst_failureAfterItCompleted_doesNotReachDelay() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    SignalProducer<Int, TestError> { observer, lifetime in
      // The failure is scheduled before `delay` schedules the values, so it runs first in instant 3.
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 3)) { observer.send(error: .boom) }
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 1)) {
        observer.send(value: 0)
        observer.send(value: 3)
      }
    }
    .take(first: 2)
    .delay(2, on: scheduler)
    .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(timeline.lines, ["3 consumer value 0", "3 consumer value 3", "3 consumer completed"])
  }

  // ReactiveSwift 7.2.1 prints "3 first value 201", "4 first failed", "5 late value 201",
  // "5 late failed": its `take(while:)` passes the failure on after it completed, and
  // `collect(every:)`, still holding that completion, sends the failure at once.
  func test_takeWhile_failureAfterItCompleted_doesNotOvertakeTheCompletionCollectEveryHolds() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    let shared = SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 2)) { observer.send(value: 2) }
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 4)) {
        observer.send(value: 9)
        observer.send(value: 1)
        observer.send(error: .boom)
      }
    }
    .take(while: { $0 < 7 })
    .collect(every: .seconds(3), on: scheduler, discardWhenCompleted: false)
    .map { $0.reduce(0, +) * 100 + $0.count }
    .replayLazily(upTo: 1)
    let first = shared.start(timeline.observer("first"))
    let late = SerialDisposable()
    scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 5)) {
      late.inner = shared.start(timeline.observer("late"))
    }
    scheduler.run()
    XCTAssertEqual(
      timeline.lines,
      [
        "3 first value 201", "5 late value 201", "6 first value 0", "6 late value 0", "6 first completed",
        "6 late completed",
      ])
    first.dispose()
    late.dispose()
  }

  // ReactiveSwift 7.2.1 prints "3 consumer value 201", "6 consumer value 101", "6 consumer
  // completed": the 1 that `take(while:)` passes on after it completed is collected.
  func test_takeWhile_valueAfterItCompleted_isNotCollected() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 2)) { observer.send(value: 2) }
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 4)) { observer.send(value: 9) }
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 5)) { observer.send(value: 1) }
    }
    .take(while: { $0 < 7 })
    .collect(every: .seconds(3), on: scheduler, discardWhenCompleted: false)
    .map { $0.reduce(0, +) * 100 + $0.count }
    .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(timeline.lines, ["3 consumer value 201", "6 consumer value 0", "6 consumer completed"])
  }

  func test_flatMapRace_losersAreDisposedBeforeTheWinnersFirstValuePasses() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    SignalProducer<Int, Never>(values: 3, 1)
      .flatMap(.race) { delay in
        SignalProducer<Int, Never> { observer, lifetime in
          lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: TimeInterval(delay))) {
            observer.send(value: delay)
            observer.sendCompleted()
          }
        }
        .on(disposed: { timeline.add("inner \(delay) disposed") })
      }
      .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(
      timeline.lines,
      ["1 inner 3 disposed", "1 consumer value 1", "1 consumer completed", "1 inner 1 disposed"])
  }

  // ReactiveSwift 7.2.1 prints "2 second disposed" before "2 first disposed": it disposes the
  // source whose value ended the run once that value has passed, after the other one.
  func test_combineLatestEndedWhileASourceSends_disposesItsSourcesInTheOrderTheyStarted() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    func source(_ name: String, sendsAt time: TimeInterval, _ value: Int) -> SignalProducer<Int, Never> {
      SignalProducer<Int, Never> { observer, lifetime in
        lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: time)) {
          observer.send(value: value)
        }
      }
      .on(started: { timeline.add("\(name) started") }, disposed: { timeline.add("\(name) disposed") })
    }
    source("first", sendsAt: 2, 1).combineLatest(with: source("second", sendsAt: 1, 2))
      .map { $0 * 10 + $1 }
      .take(first: 1)
      .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(
      timeline.lines,
      [
        "0 first started", "0 second started", "2 consumer value 12", "2 consumer completed", "2 first disposed",
        "2 second disposed",
      ])
  }

  // ReactiveSwift 7.2.1 stops at instant 5 on its lock assertion ("Unexpected pthread mutex error
  // code: 35", EDEADLK) in a debug build: the timeout's failure disposes the source, whose
  // interruption `materialize` turns into a value sent back into the signal still delivering
  // the failure.
  func test_timeoutOverMaterialize_failureInterruptingTheSource_runsToItsEnd() {
    let timeline = Timeline()
    let scheduler = timeline.scheduler
    SignalProducer<Int, TestError> { observer, lifetime in
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 4)) { observer.send(value: 4) }
      lifetime += scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: 6)) { observer.send(value: 0) }
    }
    .on(interrupted: { timeline.add("source interrupted") }, disposed: { timeline.add("source disposed") })
    .materialize()
    .map { event -> Int in
      if case .value(let value) = event { return value }
      return -1
    }
    .promoteError(TestError.self)
    .timeout(after: 5, raising: .boom, on: scheduler)
    .start(timeline.observer("consumer"))
    scheduler.run()
    XCTAssertEqual(
      timeline.lines,
      ["4 consumer value 4", "5 consumer failed", "5 source interrupted", "5 source disposed"])
  }
}

/// What happened, with the virtual time in whole seconds.
private final class Timeline: Sendable {
  let scheduler = TestScheduler()
  private let recorded = Mutex<[String]>([])

  var lines: [String] { recorded.withLock { $0 } }

  func add(_ text: String) {
    let now = Int(scheduler.currentDate.timeIntervalSinceReferenceDate.rounded())
    recorded.withLock { $0.append("\(now) \(text)") }
  }

  func observer<Failure: Error>(_ name: String) -> Signal<Int, Failure>.Observer {
    Signal<Int, Failure>.Observer { [self] event in
      switch event {
      case .value(let value): add("\(name) value \(value)")
      case .completed: add("\(name) completed")
      case .interrupted: add("\(name) interrupted")
      case .failed: add("\(name) failed")
      }
    }
  }
}
