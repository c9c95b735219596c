import AsyncStyle
import AsyncStyleTestKit
import Marbles
import StyleCatalog

/// What an operator's async call is made of: the inputs as cold test sequences on an
/// `AsyncTestScheduler` whose tick is one second, the scenario's number, its inner streams and
/// selector, and the ways to record the output.
struct AsyncOperands {
  let scenario: MarbleScenario
  let scheduler: AsyncTestScheduler
  let log: SideEffectLog
  let sources: [TestAsyncSequence<String, MarbleFailure>]
  private let values: [Character: String]
  /// With a feedback edge, the subject that feeds the operator and that the consumer sends into.
  private let fed: AsyncPassthroughSubject<String, MarbleFailure>?

  init(_ scenario: MarbleScenario, _ log: SideEffectLog) {
    self.scenario = scenario
    self.log = log
    let scheduler = AsyncTestScheduler(tick: .seconds(1))
    let values = characterValues(scenario.inputs + ["x", scenario.sentValue])
    self.scheduler = scheduler
    self.values = values
    sources = scenario.inputs.map { input in
      // Safety of `try!`: the scenario validated every diagram.
      try! scheduler.createColdSequence(marbles: input, values: values, error: inputFailure, frame: 1)
    }
    fed = Feedback(scenario.edge) == nil ? nil : AsyncPassthroughSubject<String, MarbleFailure>()
  }

  /// The first input, or the subject it feeds in a feedback run; empty for a creating operator.
  var first: MarbleInput {
    if let fed { return MarbleInput(fed) }
    return MarbleInput(sources.first ?? scheduler.createColdSequence([AsyncRecorded<String, MarbleFailure>]()))
  }
  /// The second input: the other source, the trigger, the replacement.
  var second: TestAsyncSequence<String, MarbleFailure> {
    sources.count > 1 ? sources[1] : scheduler.createColdSequence([AsyncRecorded<String, MarbleFailure>]())
  }
  /// The scenario's number.
  var n: Int { scenario.parameter }
  /// The scenario's number as a duration.
  var interval: Duration { .seconds(scenario.parameter) }
  /// The scheduler's clock.
  var clock: TestClock { scheduler.clock }

  /// The inner stream of a flattening operator for `value`: the second diagram with `x` replaced.
  var inner: @Sendable (String) -> TestAsyncSequence<String, MarbleFailure> {
    let (scheduler, values) = (scheduler, values)
    let template = scenario.inputs.count > 1 ? scenario.inputs[1] : ""
    return { value in
      // The template validated; a value that makes it invalid (a digit before `.5ms`) plays nothing.
      (try? scheduler.createColdSequence(
        marbles: innerDiagram(template, for: value), values: values, error: inputFailure, frame: 1))
        ?? scheduler.createColdSequence([AsyncRecorded<String, MarbleFailure>]())
    }
  }

  /// A combining operator's selector, for the throwing `map` written after an operator that takes
  /// none, or one that cannot throw: `{ab}`, or a failure on the marked value.
  var combine: @Sendable ((String, String)) throws(MarbleFailure) -> String {
    let scenario = scenario
    return { pair throws(MarbleFailure) in try scenario.combine(pair.0, pair.1) }
  }

  /// Records `sequence` from frame 0, or from the subscription frame of a creating operator (and,
  /// for a late subscriber, a second from its frame, which is drawn), until the disposal frame.
  /// In a feedback run, the first input feeds the subject, and the consumer sends into it from
  /// inside its loop, as an observer does from inside a delivery.
  func record<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) -> [TimedMarbleEvent<String>]
  where Sequence.Element == String {
    guard let fed, let feedback = Feedback(scenario.edge) else { return recording.run(sequence) }
    let feed = recording.play(sources[0], send: fed.send) { end in
      if let end { fed.fail(end) } else { fed.finish() }
    }
    let events = recording.run(
      sequence.map { value in
        if feedback.fires(on: value) { fed.send(feedback.sent) }
        return value
      })
    feed.cancel()
    scheduler.runUntilIdle()
    return events
  }

  /// A subject fed by the first input: its first consumer sends lower-case elements back
  /// upper-cased, from inside its loop; the second consumer is recorded.
  func recordReentrantSend() -> [TimedMarbleEvent<String>] {
    recording.reentrantSend(sources[0])
  }

  /// `subject` fed by the first input from frame 0, consumed from frame 0 and from the late
  /// frame, which is recorded; with `valuesOnly`, the input's end does not reach it.
  func recordFed(
    _ subject: AsyncCurrentValueSubject<String, MarbleFailure>, valuesOnly: Bool = false
  ) -> [TimedMarbleEvent<String>] {
    recording.fed(subject, by: sources[0], valuesOnly: valuesOnly)
  }

  private var recording: Recording { Recording(scheduler: scheduler, scenario: scenario) }
}

/// The values before the first `x`, by the standard library's `prefix(while:)`. That rethrows
/// through the base's conformance, whose iterator throws, so the call needs `try`; written inside
/// a throwing function it compiles, where a `try!` or a typed `do`/`catch` around it crashes the
/// compiler's SIL generation.
func prefixBeforeX(_ base: MarbleInput) throws -> AsyncPrefixWhileSequence<MarbleInput> {
  try base.prefix(while: { $0 != "x" })
}

/// Records a sequence from frame 0, or from the subscription frame of a creating operator (and,
/// for share and deferred, a second consumer from the late frame),
/// cancelling at the scenario's disposal frame or its horizon.
struct Recording {
  let scheduler: AsyncTestScheduler
  let scenario: MarbleScenario

  func run<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) -> [TimedMarbleEvent<String>]
  where Sequence.Element == String {
    let first = LateRecorder<Sequence>()
    let late = LateRecorder<Sequence>()
    if scenario.op.subscribesOnlyAtParameter {
      scheduler.schedule(at: scenario.parameter) { [scheduler] in first.recorder = scheduler.record(sequence) }
    } else {
      first.recorder = scheduler.record(sequence)
    }
    if scenario.op.drawsSecondSubscriber {
      scheduler.schedule(at: scenario.parameter) { [scheduler] in late.recorder = scheduler.record(sequence) }
    }
    scheduler.schedule(at: scenario.disposedAt ?? scenario.horizon) {
      first.recorder?.cancel()
      late.recorder?.cancel()
    }
    scheduler.advance(to: scenario.horizon)
    first.recorder?.cancel()
    late.recorder?.cancel()
    scheduler.runUntilIdle()
    let events = (scenario.op.drawsSecondSubscriber ? late : first).recorder?.events ?? []
    return events.flatMap { recorded -> [TimedMarbleEvent<String>] in
      switch recorded {
      case .next(let time, let value): [TimedMarbleEvent(time: time, event: .value(value))]
      case .completed(let time): [TimedMarbleEvent(time: time, event: .completed)]
      case .failure(let time, let error): failureEvents(scenario.op, at: time, error)
      }
    }
  }
}

extension Recording {
  /// A subject fed by `source`: its first consumer sends lower-case elements back upper-cased,
  /// from inside its loop; the second consumer is recorded.
  func reentrantSend(_ source: TestAsyncSequence<String, MarbleFailure>) -> [TimedMarbleEvent<String>] {
    let subject = AsyncPassthroughSubject<String, MarbleFailure>()
    let echo = scheduler.record(
      subject.map { value in
        if value != value.uppercased() { subject.send(value.uppercased()) }
        return value
      })
    let feed = play(source, send: subject.send) { end in
      if let end { subject.fail(end) } else { subject.finish() }
    }
    let events = run(subject)
    echo.cancel()
    feed.cancel()
    scheduler.runUntilIdle()
    return events
  }
}

extension Recording {
  /// `subject` fed by `source` from frame 0, consumed from frame 0 and from the late frame, which
  /// is recorded; with `valuesOnly`, the source's end does not reach it.
  func fed(
    _ subject: AsyncCurrentValueSubject<String, MarbleFailure>, by source: TestAsyncSequence<String, MarbleFailure>,
    valuesOnly: Bool = false
  ) -> [TimedMarbleEvent<String>] {
    let feed = play(source, send: subject.send) { end in
      guard !valuesOnly else { return }
      if let end { subject.fail(end) } else { subject.finish() }
    }
    let events = run(subject)
    feed.cancel()
    scheduler.runUntilIdle()
    return events
  }
}

extension Recording {
  /// Plays `source` in a task on the test scheduler, passing each value to `send` and the end
  /// (`nil` for completion) to `end`: how a subject is fed.
  func play(
    _ source: TestAsyncSequence<String, MarbleFailure>, send: @escaping @Sendable (String) -> Void,
    end: @escaping @Sendable (MarbleFailure?) -> Void
  ) -> Task<Void, Never> {
    Task(executorPreference: scheduler.taskExecutor) {
      var input = source.makeAsyncIterator()
      do throws(MarbleFailure) {
        while let value = try await input.next() { send(value) }
        end(nil)
      } catch {
        end(error)
      }
    }
  }
}

/// A consumer made on the driving thread when its frame comes: the second of a shared sequence,
/// the only one of a creating operator's.
private final class LateRecorder<Sequence: AsyncSequence> where Sequence.Element: Sendable {
  var recorder: AsyncRecorder<Sequence.Element, Sequence.Failure>?
}
