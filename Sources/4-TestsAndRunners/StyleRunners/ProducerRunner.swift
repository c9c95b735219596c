import Foundation
import Marbles
import ProducerStyle
import ProducerStyleTestKit
import StyleCatalog

/// What an operator's producer call is made of: the inputs as cold producers on the test
/// scheduler, one frame a second, the scenario's number, its inner streams and selector, and the ways to record.
struct ProducerOperands {
  let scenario: MarbleScenario
  let scheduler: TestScheduler
  let log: SideEffectLog
  let sources: [SignalProducer<String, MarbleFailure>]
  private let values: [Character: String]
  /// With a feedback edge, the pipe that feeds the operator and that the observer sends into.
  private let fed: (Signal<String, MarbleFailure>, Signal<String, MarbleFailure>.Observer)?

  init(_ scenario: MarbleScenario, _ log: SideEffectLog) {
    self.scenario = scenario
    self.log = log
    let scheduler = TestScheduler()
    let values = characterValues(scenario.inputs + ["x", scenario.sentValue])
    self.scheduler = scheduler
    self.values = values
    sources = scenario.inputs.map { input in
      // Safety of `try!`: the scenario validated every diagram.
      try! scheduler.createColdProducer(marbles: input, values: values, error: inputFailure, frame: 1)
    }
    fed = Feedback(scenario.edge) == nil ? nil : Signal<String, MarbleFailure>.pipe()
  }

  /// The first input, or the pipe it feeds in a feedback run; empty for a creating operator.
  var first: SignalProducer<String, MarbleFailure> { fed.map { SignalProducer($0.0) } ?? sources.first ?? .empty }
  /// The second input: the other source, the trigger, the replacement.
  var second: SignalProducer<String, MarbleFailure> { sources.count > 1 ? sources[1] : .empty }
  /// The second input as a trigger, which cannot fail in this style: a failure ends it quietly.
  var trigger: SignalProducer<(), Never> {
    second.map { _ in () }.flatMapError { _ in SignalProducer<(), Never>.empty }
  }
  /// The scenario's number.
  var n: Int { scenario.parameter }
  /// The scenario's number as a time interval.
  var interval: TimeInterval { TimeInterval(scenario.parameter) }

  /// The inner stream of a flattening operator for `value`: the second diagram with `x` replaced.
  var inner: @Sendable (String) -> SignalProducer<String, MarbleFailure> {
    let (scheduler, values) = (scheduler, values)
    let template = scenario.inputs.count > 1 ? scenario.inputs[1] : ""
    return { value in
      // The template validated; a value that makes it invalid (a digit before `.5ms`) plays nothing.
      (try? scheduler.createColdProducer(
        marbles: innerDiagram(template, for: value), values: values, error: inputFailure, frame: 1)) ?? .empty
    }
  }

  /// A combining operator's selector, for the `attemptMap` written after an operator that takes
  /// none: `{ab}`, or the failure of a failing selector.
  var combine: @Sendable ((String, String)) -> Result<String, MarbleFailure> {
    let scenario = scenario
    return { pair in Result { () throws(MarbleFailure) in try scenario.combine(pair.0, pair.1) } }
  }

  /// The frame the scheduler is at, for callbacks that log.
  var frame: @Sendable () -> Int {
    let scheduler = scheduler
    return { Int(scheduler.currentDate.timeIntervalSince(scheduler.startDate).rounded()) }
  }

  /// Records `output` from frame 0, or from the subscription frame of a creating operator (and,
  /// for a late subscriber, a second from its frame, which is drawn), until the disposal frame.
  func record(_ output: SignalProducer<String, MarbleFailure>) -> [TimedMarbleEvent<String>] {
    let subscriptions = CompositeDisposable()
    let feedback = Feedback(scenario.edge)
    let feedInput = fed?.1
    let first = EventRecorder<String, MarbleFailure>(clock: scheduler)
    let observer = Signal<String, MarbleFailure>.Observer { event in
      first.observer.send(event)
      if case .value(let value) = event, let feedback, feedback.fires(on: value) {
        feedInput?.send(value: feedback.sent)
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
    if let feedInput { subscriptions += sources[0].start(feedInput) }
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.horizon)))
    subscriptions.dispose()
    return marbleEvents((scenario.op.drawsSecondSubscriber ? late : first).recorded)
  }

  /// A re-entrant pipe fed by the first input: its first observer sends lower-case values back
  /// upper-cased, from inside the delivery; the second observer is recorded.
  func recordReentrantSend() -> [TimedMarbleEvent<String>] {
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
    subscriptions += sources[0].start(input)
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.horizon)))
    subscriptions.dispose()
    return marbleEvents(recorder.recorded)
  }

  /// What `subject` makes of the first input, fed in from frame 0 (`subject` returns what its
  /// subscribers observe and puts the feed's disposable in the bag it is given), observed from
  /// frame 0 and from the late frame, which is recorded.
  func recordFed(
    _ subject: (SignalProducer<String, MarbleFailure>, CompositeDisposable) -> SignalProducer<String, MarbleFailure>
  ) -> [TimedMarbleEvent<String>] {
    let subscriptions = CompositeDisposable()
    let output = subject(sources[0], subscriptions)
    let late = EventRecorder<String, MarbleFailure>(clock: scheduler)
    scheduler.schedule(after: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.parameter))) {
      subscriptions += output.start(late.observer)
    }
    let end = scenario.disposedAt ?? scenario.horizon
    scheduler.schedule(after: scheduler.startDate.addingTimeInterval(TimeInterval(end))) { subscriptions.dispose() }
    subscriptions += output.start()
    scheduler.advance(to: scheduler.startDate.addingTimeInterval(TimeInterval(scenario.horizon)))
    subscriptions.dispose()
    return marbleEvents(late.recorded)
  }

  private func marbleEvents(_ recorded: [Recorded<String, MarbleFailure>]) -> [TimedMarbleEvent<String>] {
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
}
