import Marbles
import RxStyle
import RxStyleTestKit
import StyleCatalog
import StyleInternals

/// Runs scenarios in the Rx style, on RxStyleTest's scheduler without the processing delay.
enum RxRunner {
  static func run(_ scenario: MarbleScenario, _ log: SideEffectLog) -> [TimedMarbleEvent<String>]? {
    guard let body = scenario.op.comparison.rx.body(for: scenario) else { return nil }
    let operands = RxOperands(scenario, log)
    guard scenario.op == .reentrantSend || scenario.edge?.kind == .feedback else { return body(operands) }
    return DeliberateReentrancy.run { body(operands) }
  }
}

/// What an operator's Rx call is made of: the inputs as cold observables on the test scheduler,
/// the scenario's number, its inner streams and selector, and the ways to record the output.
struct RxOperands {
  let scenario: MarbleScenario
  let scheduler: TestScheduler
  let log: SideEffectLog
  let sources: [Observable<String>]
  private let values: [Character: String]
  /// With a feedback edge, the subject that feeds the operator and that the observer sends into.
  private let fed: PublishSubject<String>?

  init(_ scenario: MarbleScenario, _ log: SideEffectLog) {
    self.scenario = scenario
    self.log = log
    // RxTest's processing delay, where scheduling on the scheduler is what the operator does.
    let delayed = scenario.op == .observeOn || scenario.op == .subscribeOn
    let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: delayed)
    let values = characterValues(scenario.inputs + ["x", scenario.sentValue])
    self.scheduler = scheduler
    self.values = values
    sources = scenario.inputs.map { input in
      // Safety of `try!`: the scenario validated every diagram.
      (try! scheduler.createColdObservable(marbles: input, values: values, error: inputFailure, frame: 1))
        .asObservable()
    }
    fed = Feedback(scenario.edge) == nil ? nil : PublishSubject<String>()
  }

  /// The first input, or the subject it feeds in a feedback run; empty for a creating operator.
  var first: Observable<String> { fed?.asObservable() ?? sources.first ?? .empty() }
  /// The second input: the other source, the trigger, the replacement.
  var second: Observable<String> { sources.count > 1 ? sources[1] : .empty() }
  /// The scenario's number.
  var n: Int { scenario.parameter }
  /// The scenario's number as a time interval.
  var interval: RxTimeInterval { .seconds(scenario.parameter) }

  /// The inner stream of a flattening operator for `value`: the second diagram with `x` replaced.
  var inner: @Sendable (String) -> Observable<String> {
    let (scheduler, values) = (scheduler, values)
    let template = scenario.inputs.count > 1 ? scenario.inputs[1] : ""
    return { value in
      // The template validated; a value that makes it invalid (a digit before `.5ms`) plays nothing.
      (try? scheduler.createColdObservable(
        marbles: innerDiagram(template, for: value), values: values, error: inputFailure, frame: 1))?.asObservable()
        ?? .empty()
    }
  }

  /// A flattening operator's selector: the inner stream, or the failure of a failing selector.
  var selector: @Sendable (String) throws -> Observable<String> {
    let (scenario, inner) = (scenario, inner)
    return { value in
      try scenario.select(value)
      return inner(value)
    }
  }

  /// A combining operator's selector: `{ab}`, or a failure on the marked value.
  var combine: @Sendable (String, String) throws -> String {
    let scenario = scenario
    return { try scenario.combine($0, $1) }
  }

  /// The scheduler's clock, for callbacks that log.
  var frame: @Sendable () -> Int {
    let scheduler = scheduler
    return { scheduler.clock }
  }

  /// Records `output` from frame 0, or from the subscription frame of a creating operator (and,
  /// for a late subscriber, a second from its frame, which is drawn), until the disposal frame.
  func record(_ output: Observable<String>) -> [TimedMarbleEvent<String>] {
    let feedback = Feedback(scenario.edge)
    let first = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let fed = fed
    let observer = AnyObserver<String> { event in
      first.on(event)
      if case .next(let value) = event, let feedback, feedback.fires(on: value) { fed?.onNext(feedback.sent) }
    }
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(scenario.op.subscribesOnlyAtParameter ? scenario.parameter : 0) {
      subscriptions.append(output.subscribe(observer))
    }
    if let fed { scheduler.scheduleAt(0) { subscriptions.append(sources[0].subscribe(fed)) } }
    if scenario.op.drawsSecondSubscriber {
      scheduler.scheduleAt(scenario.parameter) { subscriptions.append(output.subscribe(late)) }
    }
    scheduler.scheduleAt(scenario.disposedAt ?? scenario.horizon) {
      for subscription in subscriptions { subscription.dispose() }
    }
    scheduler.start()
    return marbleEvents((scenario.op.drawsSecondSubscriber ? late : first).events)
  }

  /// A subject fed by the first input: its first subscriber sends lower-case values back
  /// upper-cased, from inside the delivery; the second subscriber is recorded.
  func recordReentrantSend() -> [TimedMarbleEvent<String>] {
    let subject = PublishSubject<String>()
    let recorder = scheduler.createObserver(String.self)
    let bag = CompositeDisposable()
    _ = bag.insert(
      subject.subscribe(
        onNext: { value in
          if value != value.uppercased() { subject.onNext(value.uppercased()) }
        },
        // The recorder sees the failure; without a handler this one would report it as unhandled.
        onError: { _ in }))
    _ = bag.insert(subject.subscribe(recorder))
    scheduler.scheduleAt(scenario.disposedAt ?? scenario.horizon) { bag.dispose() }
    scheduler.scheduleAt(0) { _ = bag.insert(sources[0].subscribe(subject)) }
    scheduler.start()
    return marbleEvents(recorder.events)
  }

  /// `subject` fed by the first input from frame 0, a subscriber from frame 0 and one from the
  /// late frame, which is recorded.
  func recordFed(_ output: Observable<String>, input: AnyObserver<String>) -> [TimedMarbleEvent<String>] {
    let first = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(0) { _ = bag.insert(output.subscribe(first)) }
    scheduler.scheduleAt(0) { _ = bag.insert(sources[0].subscribe(input)) }
    scheduler.scheduleAt(scenario.parameter) { _ = bag.insert(output.subscribe(late)) }
    scheduler.scheduleAt(scenario.disposedAt ?? scenario.horizon) { bag.dispose() }
    scheduler.start()
    return marbleEvents(late.events)
  }

  private func marbleEvents(_ events: [Recorded<Event<String>>]) -> [TimedMarbleEvent<String>] {
    events.map { recorded in
      switch recorded.value {
      case .next(let value): TimedMarbleEvent(time: recorded.time, event: .value(value))
      case .completed: TimedMarbleEvent(time: recorded.time, event: .completed)
      case .error: TimedMarbleEvent(time: recorded.time, event: .failed)
      }
    }
  }
}

/// A run that sends into a subject from inside that subject's own delivery, on purpose (the
/// re-entrant send, the feedback edge): RxStyle's debug builds warn about such a cycle, which is
/// what these runs show, so the checks are off while one runs, and the policy in force before
/// the first of them is restored after the last. Every page and test log that draws them stays quiet
/// without the commands knowing about the Rx style's checks.
enum DeliberateReentrancy {
  private static let state = Lock<(depth: Int, saved: SynchronizationAnomalyPolicy?)>((0, nil))

  static func run<Result>(_ body: () -> Result) -> Result {
    state.withLock { state in
      if state.depth == 0 {
        state.saved = SynchronizationChecks.policy
        SynchronizationChecks.policy = .ignore
      }
      state.depth += 1
    }
    defer {
      state.withLock { state in
        state.depth -= 1
        if state.depth == 0, let saved = state.saved { SynchronizationChecks.policy = saved }
      }
    }
    return body()
  }
}
