import AsyncStyle
import AsyncStyleTestKit
import Marbles
import StyleCatalog

extension Recording {
  /// Runs a flattening, combining or time operator, whose run may carry an edge. With a feedback,
  /// the operator's first source is a subject fed by `first`, and the consumer sends into it from
  /// inside its loop, as an observer does from inside a delivery.
  func runWithEdge(
    _ first: TestAsyncSequence<String, MarbleFailure>, _ second: TestAsyncSequence<String, MarbleFailure>,
    _ inner: @escaping @Sendable (String) -> TestAsyncSequence<String, MarbleFailure>
  ) -> [TimedMarbleEvent<String>]? {
    guard let feedback = Feedback(scenario.edge) else { return operate(first, second, inner, echo: nil) }
    let subject = AsyncPassthroughSubject<String, MarbleFailure>()
    let feed = play(first, send: subject.send) { end in
      if let end { subject.fail(end) } else { subject.finish() }
    }
    let events = operate(subject, second, inner) { value in
      if feedback.fires(on: value) { subject.send(feedback.sent) }
    }
    feed.cancel()
    scheduler.runUntilIdle()
    return events
  }

  private func operate<First: AsyncSequence & Sendable>(
    _ first: First, _ second: TestAsyncSequence<String, MarbleFailure>,
    _ inner: @escaping @Sendable (String) -> TestAsyncSequence<String, MarbleFailure>,
    echo: (@Sendable (String) -> Void)?
  ) -> [TimedMarbleEvent<String>]? where First.Element == String, First.Failure == MarbleFailure {
    let interval = Duration.seconds(scenario.parameter)
    let clock = scheduler.clock
    let scenario = scenario
    // The combining operators here take no selector, or one that cannot throw: the selector is
    // the throwing `map` that follows them.
    let select: @Sendable ((String, String)) throws(MarbleFailure) -> String = { pair throws(MarbleFailure) in
      try scenario.combine(pair.0, pair.1)
    }
    switch scenario.op {
    case .merge: return run(merge(first, second), echo)
    case .combineLatest: return run(combineLatest(first, second).map(select), echo)
    case .zip: return run(zip(first, second).map(select), echo)
    case .withLatestFrom: return run(first.withLatestFrom(second) { ($0, $1) }.map(select), echo)
    // The transforms of flatMapMerge and flatMapLatest cannot throw: their only failures are the inners'.
    case .flatMap: return scenario.hasFailingTransform ? nil : run(first.flatMapMerge(inner), echo)
    case .flatMapLatest: return scenario.hasFailingTransform ? nil : run(first.flatMapLatest(inner), echo)
    case .concatMap:
      guard scenario.hasFailingTransform else { return run(first.flatMap(inner), echo) }
      // The standard library's flatMap takes a throwing transform.
      return run(
        first.flatMap { value throws in
          try scenario.select(value)
          return inner(value)
        }, echo)
    case .debounce: return run(first.debounce(for: interval, clock: clock), echo)
    case .throttle: return run(first.throttle(for: interval, clock: clock, latest: true), echo)
    case .throttleFirst: return run(first.throttle(for: interval, clock: clock, latest: false), echo)
    case .delay: return run(first.delay(for: interval, clock: clock), echo)
    case .timeout: return run(first.timeout(after: interval, clock: clock), echo)
    case .flatMapFirst, .sample: return nil
    default: preconditionFailure("\(scenario.op.rawValue) is not a flattening, combining or time operator")
    }
  }

  /// Records `sequence`, calling `echo` with each element in the consumer's loop before it is recorded.
  private func run<Sequence: AsyncSequence & Sendable>(
    _ sequence: Sequence, _ echo: (@Sendable (String) -> Void)?
  ) -> [TimedMarbleEvent<String>] where Sequence.Element == String {
    guard let echo else { return run(sequence) }
    return run(
      sequence.map { value in
        echo(value)
        return value
      })
  }
}
