import AsyncStyle
import AsyncStyleTestKit
import Marbles
import StyleCatalog

/// Runs scenarios in the async style, on an `AsyncTestScheduler` whose tick is one second.
enum AsyncRunner {
  static func run(_ scenario: MarbleScenario, _ log: SideEffectLog) -> [TimedMarbleEvent<String>]? {
    let scheduler = AsyncTestScheduler(tick: .seconds(1))
    let values = characterValues(scenario.inputs + ["x", scenario.sentValue])
    let sources = scenario.inputs.map { input in
      // Safety of `try!`: the scenario validated every diagram.
      try! scheduler.createColdSequence(marbles: input, values: values, error: inputFailure, frame: 1)
    }
    // A creating operator has no input.
    let first = sources.first ?? scheduler.createColdSequence([AsyncRecorded<String, MarbleFailure>]())
    let second = sources.count > 1 ? sources[1] : first
    let template = scenario.inputs.count > 1 ? scenario.inputs[1] : ""
    let inner: @Sendable (String) -> TestAsyncSequence<String, MarbleFailure> = { value in
      // The template validated; a value that makes it invalid (a digit before `.5ms`) plays nothing.
      (try? scheduler.createColdSequence(
        marbles: innerDiagram(template, for: value), values: values, error: inputFailure, frame: 1))
        ?? scheduler.createColdSequence([AsyncRecorded<String, MarbleFailure>]())
    }
    let n = scenario.parameter
    let interval = Duration.seconds(n)
    let clock = scheduler.clock
    let recording = Recording(scheduler: scheduler, scenario: scenario)
    switch scenario.op {
    case .map: return recording.run(first.map { $0.uppercased() })
    case .filter: return recording.run(first.filter { $0 != "x" })
    case .scan: return recording.run(first.scan(0) { count, _ in count + 1 }.map { String($0) })
    case .reduce:
      // `reduce` is an async function: its result is drawn as one value at the frame it returns.
      return recording.run(
        deferred { () async throws(MarbleFailure) -> String in
          String(try await first.reduce(0) { count, _ in count + 1 })
        })
    case .distinct: return recording.run(first.removeDuplicates())
    case .take: return recording.run(first.prefix(n))
    case .takeWhile:
      // Safety of `try!`: making the sequence runs nothing, so nothing is thrown.
      return recording.run(try! prefixBeforeX(first))
    case .skip: return recording.run(first.dropFirst(n))
    case .startWith: return recording.run(first.startWith("s"))
    case .compactMap: return recording.run(first.compactMap { $0 == "x" ? nil : $0.uppercased() })
    case .collect: return recording.run(first.collect().map { "{" + $0.joined() + "}" })
    case .do:
      return recording.run(
        first.handleEvents(
          onStart: { log.log("{s}", at: scheduler.currentTick) },
          onElement: { log.log($0, at: scheduler.currentTick) },
          onFinish: { log.log("{|}", at: scheduler.currentTick) },
          onFailure: { _ in log.log("{#}", at: scheduler.currentTick) },
          onCancel: { log.log("{d}", at: scheduler.currentTick) }))
    case .materialize:
      return recording.run(
        first.materialize().map { event in
          switch event {
          case .next(let value): value
          case .completed: "{|}"
          case .failure: "{#}"
          }
        })
    case .skipWhile: return recording.run(first.drop { $0 != "x" })
    case .takeLast, .takeUntil, .skipUntil, .interval: return nil
    case .just: return recording.run(AsyncJust("a"))
    case .empty: return nil
    case .failing:
      return recording.run(AsyncThrowingStream<String, any Error> { $0.finish(throwing: inputFailure) })
    case .sequence: return recording.run(["a", "b", "c"].async)
    case .create:
      // The closure runs once, when the stream is made, not when it is iterated.
      return recording.run(
        AsyncStream<String> { continuation in
          continuation.yield("a")
          scheduler.schedule(at: scheduler.currentTick + 2) { continuation.yield("b") }
          scheduler.schedule(at: scheduler.currentTick + 3) { continuation.finish() }
        })
    case .deferred:
      let made = MadeCount()
      return recording.run(deferred { String(made.next()) })
    case .timer: return recording.run(AsyncTimerSequence(interval: interval, clock: clock).map { _ in "t" })
    case .merge, .combineLatest, .zip, .withLatestFrom, .flatMap, .flatMapLatest, .flatMapFirst, .concatMap, .debounce,
      .throttle, .throttleFirst, .delay, .timeout, .sample:
      return recording.runWithEdge(first, second, inner)
    case .concat: return recording.run(chain(first, second))
    case .catch: return recording.run(first.catch { _ in second })
    case .catchAndReturn: return recording.run(first.replaceError(with: "r"))
    case .mapError: return recording.run(first.mapError { _ in mappedFailure })
    case .observeOn:
      // No operator: a consumer gets the elements on its own executor, so the sequence is drawn as it is.
      return recording.run(first)
    case .subscribeOn: return nil
    case .retry: return recording.run(first.retry(n))
    case .buffer:
      let span = Duration.seconds(scenario.horizon * 2)
      return recording.run(first.buffer(timeSpan: span, count: n, clock: clock).map { "{" + $0.joined() + "}" })
    case .share: return recording.run(first.share())
    case .reentrantSend: return recording.reentrantSend(first)
    case .behaviorSubject: return recording.fed(AsyncCurrentValueSubject<String, MarbleFailure>("s"), by: first)
    case .property:
      return recording.fed(AsyncCurrentValueSubject<String, MarbleFailure>("s"), by: first, valuesOnly: true)
    case .replaySubject: return nil
    }
  }
}

/// The values before the first `x`, by the standard library's `prefix(while:)`. That rethrows
/// through the base's conformance, whose iterator throws, so the call needs `try`; written inside
/// a throwing function it compiles, where a `try!` or a typed `do`/`catch` around it crashes the
/// compiler's SIL generation.
private func prefixBeforeX(
  _ base: TestAsyncSequence<String, MarbleFailure>
) throws -> AsyncPrefixWhileSequence<TestAsyncSequence<String, MarbleFailure>> {
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
