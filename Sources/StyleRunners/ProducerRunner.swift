import Foundation
import Marbles
import ProducerStyle
import ProducerStyleTestKit
import StyleCatalog

/// Runs scenarios in the producer style, on its test scheduler, one frame a second.
enum ProducerRunner {
  static func run(_ scenario: MarbleScenario, _ log: SideEffectLog) -> [TimedMarbleEvent<String>]? {
    let scheduler = TestScheduler()
    let values = characterValues(scenario.inputs + ["x", scenario.sentValue])
    let sources = scenario.inputs.map { input in
      // Safety of `try!`: the scenario validated every diagram.
      try! scheduler.createColdProducer(marbles: input, values: values, error: inputFailure, frame: 1)
    }
    if scenario.op == .reentrantSend { return reentrantSend(sources[0], scheduler, scenario) }
    let subscriptions = CompositeDisposable()
    if let source = sources.first, let subject = subject(scenario.op, fedBy: source, subscriptions) {
      return observed(subject, scheduler, scenario, subscriptions)
    }
    // With a feedback edge the operator takes a pipe, fed by the first input, that the observer
    // sends into from inside a delivery.
    let feedback = Feedback(scenario.edge)
    let (fed, feedInput) = Signal<String, MarbleFailure>.pipe()
    var operands = sources
    if feedback != nil { operands[0] = SignalProducer(fed) }
    guard let output = producer(scenario, operands, scheduler, values, log) else { return nil }
    let first = EventRecorder<String, MarbleFailure>(clock: scheduler)
    let observer = Signal<String, MarbleFailure>.Observer { event in
      first.observer.send(event)
      if case .value(let value) = event, let feedback, feedback.fires(on: value) {
        feedInput.send(value: feedback.sent)
      }
    }
    let late = EventRecorder<String, MarbleFailure>(clock: scheduler)
    // Scheduled before the start, as in the other runners: at a shared frame, the late start and
    // the disposal come before the inputs' events.
    let subscriptionFrame = scheduler.startDate.addingTimeInterval(TimeInterval(scenario.parameter))
    if scenario.op.drawsSecondSubscriber {
      scheduler.schedule(after: subscriptionFrame) { subscriptions += output.start(late.observer) }
    }
    if scenario.op.subscribesOnlyAtParameter {
      scheduler.schedule(after: subscriptionFrame) { subscriptions += output.start(first.observer) }
    }
    let end = scenario.disposedAt ?? scenario.horizon
    scheduler.schedule(after: scheduler.startDate.addingTimeInterval(TimeInterval(end))) { subscriptions.dispose() }
    if !scenario.op.subscribesOnlyAtParameter { subscriptions += output.start(observer) }
    if feedback != nil { subscriptions += sources[0].start(feedInput) }
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.horizon)))
    subscriptions.dispose()
    return marbleEvents((scenario.op.drawsSecondSubscriber ? late : first).recorded, scenario)
  }

  /// A re-entrant pipe fed by `source`: its first observer sends lower-case values back upper-cased, from
  /// inside the delivery; the second observer is recorded.
  private static func reentrantSend(
    _ source: SignalProducer<String, MarbleFailure>, _ scheduler: TestScheduler, _ scenario: MarbleScenario
  ) -> [TimedMarbleEvent<String>] {
    // ReactiveSwift's pipe for observers that send back into it.
    let (signal, input) = Signal<String, MarbleFailure>.reentrantUnserializedPipe()
    let recorder = EventRecorder<String, MarbleFailure>(clock: scheduler)
    let subscriptions = CompositeDisposable()
    subscriptions += signal.observeValues { value in
      if value != value.uppercased() { input.send(value: value.uppercased()) }
    }
    subscriptions += signal.observe(recorder.observer)
    let end = scenario.disposedAt ?? scenario.horizon
    scheduler.schedule(after: scheduler.startDate.addingTimeInterval(TimeInterval(end))) { subscriptions.dispose() }
    subscriptions += source.start(input)
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.horizon)))
    subscriptions.dispose()
    return marbleEvents(recorder.recorded, scenario)
  }

  /// What the subscribers of a multicasting row observe, its input fed in from frame 0; `nil` for
  /// the other operators. The feed's disposable goes into `subscriptions`.
  private static func subject(
    _ op: MarbleOperator, fedBy source: SignalProducer<String, MarbleFailure>, _ subscriptions: CompositeDisposable
  ) -> SignalProducer<String, MarbleFailure>? {
    switch op {
    case .behaviorSubject:
      // A mutable property takes values only: the input's end does not reach it.
      let property = MutableProperty("s")
      subscriptions += source.flatMapError { _ in SignalProducer<String, Never>.empty }.startWithValues {
        property.value = $0
      }
      return property.producer.promoteError(MarbleFailure.self)
    case .replaySubject:
      let (signal, input) = Signal<String, MarbleFailure>.pipe()
      subscriptions += source.start(input)
      return SignalProducer(signal).replayLazily(upTo: 2)
    case .property:
      // The values cannot fail in this style; a failure there ends them quietly.
      let property = Property(initial: "s", then: source.flatMapError { _ in SignalProducer<String, Never>.empty })
      return property.producer.promoteError(MarbleFailure.self)
    default: return nil
    }
  }

  /// `subject` observed from frame 0 and from the late frame, which is recorded.
  private static func observed(
    _ subject: SignalProducer<String, MarbleFailure>, _ scheduler: TestScheduler, _ scenario: MarbleScenario,
    _ subscriptions: CompositeDisposable
  ) -> [TimedMarbleEvent<String>] {
    let late = EventRecorder<String, MarbleFailure>(clock: scheduler)
    scheduler.schedule(after: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.parameter))) {
      subscriptions += subject.start(late.observer)
    }
    let end = scenario.disposedAt ?? scenario.horizon
    scheduler.schedule(after: scheduler.startDate.addingTimeInterval(TimeInterval(end))) { subscriptions.dispose() }
    subscriptions += subject.start()
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.horizon)))
    subscriptions.dispose()
    return marbleEvents(late.recorded, scenario)
  }

  private static func marbleEvents(
    _ recorded: [Recorded<String, MarbleFailure>], _ scenario: MarbleScenario
  ) -> [TimedMarbleEvent<String>] {
    recorded.flatMap { recorded in
      let time = Int(recorded.time.rounded())
      switch recorded.event {
      case .value(let value): return [TimedMarbleEvent(time: time, event: .value(value))]
      case .completed: return [TimedMarbleEvent(time: time, event: .completed)]
      case .failed(let error): return failureEvents(scenario.op, at: time, error)
      case .interrupted:
        // The runner's own stop at the horizon is not part of the diagram.
        return scenario.disposedAt == nil ? [] : [TimedMarbleEvent(time: time, event: .interrupted)]
      }
    }
  }

  private static func producer(
    _ scenario: MarbleScenario, _ sources: [SignalProducer<String, MarbleFailure>], _ scheduler: TestScheduler,
    _ values: [Character: String], _ log: SideEffectLog
  ) -> SignalProducer<String, MarbleFailure>? {
    let n = scenario.parameter
    // A creating operator has no input.
    let first = sources.first ?? .empty
    let second = sources.count > 1 ? sources[1] : .empty
    let template = scenario.inputs.count > 1 ? scenario.inputs[1] : ""
    let inner: @Sendable (String) -> SignalProducer<String, MarbleFailure> = { value in
      // The template validated; a value that makes it invalid (a digit before `.5ms`) plays nothing.
      (try? scheduler.createColdProducer(
        marbles: innerDiagram(template, for: value), values: values, error: inputFailure, frame: 1)) ?? .empty
    }
    let interval = TimeInterval(n)
    // A flattening transform here cannot throw: its only failures are the inner streams'.
    if scenario.hasFailingTransform { return nil }
    switch scenario.op {
    case .map: return first.map { $0.uppercased() }
    case .filter: return first.filter { $0 != "x" }
    case .scan: return first.scan(0) { count, _ in count + 1 }.map { String($0) }
    case .reduce: return first.reduce(0) { count, _ in count + 1 }.map { String($0) }
    case .distinct: return first.skipRepeats()
    case .take: return first.take(first: n)
    case .takeWhile: return first.take(while: { $0 != "x" })
    case .skip: return first.skip(first: n)
    case .startWith: return first.prefix(value: "s")
    case .compactMap: return first.compactMap { $0 == "x" ? nil : $0.uppercased() }
    case .collect: return first.collect().map { "{" + $0.joined() + "}" }
    case .do:
      let frame: @Sendable () -> Int = { Int(scheduler.currentDate.timeIntervalSince(scheduler.startDate).rounded()) }
      return first.on(
        starting: { log.log("{s}", at: frame()) }, failed: { _ in log.log("{#}", at: frame()) },
        completed: { log.log("{|}", at: frame()) }, interrupted: { log.log("{!}", at: frame()) },
        disposed: { log.log("{d}", at: frame()) }, value: { log.log($0, at: frame()) })
    case .materialize:
      return first.materialize().map { event in
        switch event {
        case .value(let value): value
        case .completed: "{|}"
        case .failed: "{#}"
        case .interrupted: "{!}"
        }
      }.promoteError(MarbleFailure.self)
    case .just: return SignalProducer(value: "a")
    case .empty: return .empty
    case .failing: return SignalProducer(error: inputFailure)
    case .sequence: return SignalProducer(values: ["a", "b", "c"])
    case .create:
      return SignalProducer { observer, lifetime in
        observer.send(value: "a")
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(2)) {
          observer.send(value: "b")
        }
        lifetime += scheduler.schedule(after: scheduler.currentDate.addingTimeInterval(3)) { observer.sendCompleted() }
      }
    case .deferred:
      // A producer runs its closure at every start: it is deferred by nature.
      let made = MadeCount()
      return SignalProducer { String(made.next()) }
    case .timer:
      return SignalProducer<Date, Never>.timer(interval: .seconds(n), on: scheduler).map { _ in "t" }
        .promoteError(MarbleFailure.self)
    case .interval:
      return SignalProducer<Int, Never>.interval(.seconds(n), on: scheduler).map { String($0) }
        .promoteError(MarbleFailure.self)
    case .skipWhile: return first.skip(while: { $0 != "x" })
    case .takeLast: return first.take(last: n)
    case .takeUntil: return first.take(until: trigger(second))
    case .skipUntil: return first.skip(until: trigger(second))
    case .sample: return first.sample(on: trigger(second))
    case .merge: return SignalProducer.merge(first, second)
    case .concat: return first.concat(second)
    // ReactiveSwift's combining operators take no selector: the one that may fail follows them.
    case .combineLatest: return first.combineLatest(with: second).attemptMap { attemptCombine($0, $1, scenario) }
    case .zip: return first.zip(with: second).attemptMap { attemptCombine($0, $1, scenario) }
    case .withLatestFrom:
      // The sampled producer cannot fail in this style; a failure there ends it quietly.
      return first.withLatest(from: second.flatMapError { _ in SignalProducer<String, Never>.empty }).attemptMap {
        attemptCombine($0, $1, scenario)
      }
    case .flatMap: return first.flatMap(.merge, inner)
    case .flatMapLatest: return first.flatMap(.latest, inner)
    case .flatMapFirst: return first.flatMap(.throttle, inner)
    case .concatMap: return first.flatMap(.concat, inner)
    case .debounce: return first.debounce(interval, on: scheduler)
    case .throttle: return first.throttle(interval, on: scheduler)
    case .throttleFirst: return nil
    case .delay: return first.delay(interval, on: scheduler)
    case .timeout: return first.timeout(after: interval, raising: MarbleFailure("timeout"), on: scheduler)
    case .catch: return first.flatMapError { _ in second }
    case .catchAndReturn: return first.flatMapError { _ in SignalProducer(value: "r") }
    case .mapError: return first.mapError { _ in mappedFailure }
    case .observeOn: return first.observe(on: scheduler)
    case .subscribeOn: return first.start(on: scheduler)
    case .retry: return first.retry(upTo: n)
    case .buffer: return first.collect(count: n).map { "{" + $0.joined() + "}" }
    case .share: return first.replayLazily(upTo: 1)
    case .reentrantSend, .behaviorSubject, .replaySubject, .property: return nil
    }
  }

  /// The combined value of a pair, or the failure of the scenario's selector.
  private static func attemptCombine(
    _ first: String, _ second: String, _ scenario: MarbleScenario
  ) -> Result<String, MarbleFailure> {
    Result { () throws(MarbleFailure) in try scenario.combine(first, second) }
  }

  /// `source`'s values as a trigger, which cannot fail in this style: a failure ends it quietly.
  private static func trigger(_ source: SignalProducer<String, MarbleFailure>) -> SignalProducer<(), Never> {
    source.map { _ in () }.flatMapError { _ in SignalProducer<(), Never>.empty }
  }
}
