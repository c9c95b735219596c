import Marbles
import RxStyle
import RxStyleTestKit
import StyleCatalog

/// Runs scenarios in the Rx style, on RxStyleTest's scheduler without the processing delay.
enum RxRunner {
  static func run(_ scenario: MarbleScenario, _ log: SideEffectLog) -> [TimedMarbleEvent<String>]? {
    // RxTest's processing delay, where scheduling on the scheduler is what the operator does.
    let delayed = scenario.op == .observeOn || scenario.op == .subscribeOn
    let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: delayed)
    let values = characterValues(scenario.inputs + ["x", scenario.sentValue])
    let sources = scenario.inputs.map { input in
      // Safety of `try!`: the scenario validated every diagram.
      (try! scheduler.createColdObservable(marbles: input, values: values, error: inputFailure, frame: 1))
        .asObservable()
    }
    if scenario.op == .reentrantSend { return reentrantSend(sources[0], scheduler, scenario) }
    if let subject = subject(scenario.op) { return fed(subject, by: sources[0], scheduler, scenario) }
    // With a feedback edge the operator takes a subject, fed by the first input, that the
    // observer sends into from inside a delivery.
    let feedback = Feedback(scenario.edge)
    let fed = PublishSubject<String>()
    var operands = sources
    if feedback != nil { operands[0] = fed.asObservable() }
    guard let output = observable(scenario, operands, scheduler, values, log) else { return nil }
    let first = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let observer = AnyObserver<String> { event in
      first.on(event)
      if case .next(let value) = event, let feedback, feedback.fires(on: value) { fed.onNext(feedback.sent) }
    }
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(scenario.op.subscribesOnlyAtParameter ? scenario.parameter : 0) {
      subscriptions.append(output.subscribe(observer))
    }
    if feedback != nil { scheduler.scheduleAt(0) { subscriptions.append(sources[0].subscribe(fed)) } }
    if scenario.op.drawsSecondSubscriber {
      scheduler.scheduleAt(scenario.parameter) { subscriptions.append(output.subscribe(late)) }
    }
    scheduler.scheduleAt(scenario.disposedAt ?? scenario.horizon) {
      for subscription in subscriptions { subscription.dispose() }
    }
    scheduler.start()
    return marbleEvents((scenario.op.drawsSecondSubscriber ? late : first).events)
  }

  /// A subject fed by `source`: its first subscriber sends lower-case values back upper-cased, from
  /// inside the delivery; the second subscriber is recorded.
  private static func reentrantSend(
    _ source: Observable<String>, _ scheduler: TestScheduler, _ scenario: MarbleScenario
  ) -> [TimedMarbleEvent<String>] {
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
    scheduler.scheduleAt(0) { _ = bag.insert(source.subscribe(subject)) }
    scheduler.start()
    return marbleEvents(recorder.events)
  }

  /// The subject of a multicasting row, as what its subscribers observe and what the input is fed
  /// into; `nil` for the other operators.
  private static func subject(_ op: MarbleOperator) -> (Observable<String>, AnyObserver<String>)? {
    switch op {
    case .behaviorSubject:
      let subject = BehaviorSubject(value: "s")
      return (subject.asObservable(), subject.asObserver())
    case .replaySubject:
      let subject = ReplaySubject<String>.create(bufferSize: 2)
      return (subject.asObservable(), subject.asObserver())
    case .property:
      // A relay takes values only: the input's end does not reach it.
      let relay = BehaviorRelay(value: "s")
      return (
        relay.asObservable(),
        AnyObserver { event in
          if case .next(let value) = event { relay.accept(value) }
        }
      )
    default: return nil
    }
  }

  /// `subject` fed by `source` from frame 0, a subscriber from frame 0 and one from the late frame,
  /// which is recorded.
  private static func fed(
    _ subject: (Observable<String>, AnyObserver<String>), by source: Observable<String>, _ scheduler: TestScheduler,
    _ scenario: MarbleScenario
  ) -> [TimedMarbleEvent<String>] {
    let (output, input) = subject
    let first = scheduler.createObserver(String.self)
    let late = scheduler.createObserver(String.self)
    let bag = CompositeDisposable()
    scheduler.scheduleAt(0) { _ = bag.insert(output.subscribe(first)) }
    scheduler.scheduleAt(0) { _ = bag.insert(source.subscribe(input)) }
    scheduler.scheduleAt(scenario.parameter) { _ = bag.insert(output.subscribe(late)) }
    scheduler.scheduleAt(scenario.disposedAt ?? scenario.horizon) { bag.dispose() }
    scheduler.start()
    return marbleEvents(late.events)
  }

  private static func marbleEvents(_ events: [Recorded<Event<String>>]) -> [TimedMarbleEvent<String>] {
    events.map { recorded in
      switch recorded.value {
      case .next(let value): TimedMarbleEvent(time: recorded.time, event: .value(value))
      case .completed: TimedMarbleEvent(time: recorded.time, event: .completed)
      case .error: TimedMarbleEvent(time: recorded.time, event: .failed)
      }
    }
  }

  private static func observable(
    _ scenario: MarbleScenario, _ sources: [Observable<String>], _ scheduler: TestScheduler,
    _ values: [Character: String], _ log: SideEffectLog
  ) -> Observable<String>? {
    let n = scenario.parameter
    // A creating operator has no input.
    let first = sources.first ?? .empty()
    let second = sources.count > 1 ? sources[1] : .empty()
    let template = scenario.inputs.count > 1 ? scenario.inputs[1] : ""
    let inner: @Sendable (String) -> Observable<String> = { value in
      // The template validated; a value that makes it invalid (a digit before `.5ms`) plays nothing.
      (try? scheduler.createColdObservable(
        marbles: innerDiagram(template, for: value), values: values, error: inputFailure, frame: 1))?.asObservable()
        ?? .empty()
    }
    let selector: @Sendable (String) throws -> Observable<String> = { value in
      try scenario.select(value)
      return inner(value)
    }
    let interval = RxTimeInterval.seconds(n)
    switch scenario.op {
    case .map: return first.map { $0.uppercased() }
    case .filter: return first.filter { $0 != "x" }
    case .scan: return first.scan(0) { count, _ in count + 1 }.map { String($0) }
    case .reduce: return first.reduce(0, accumulator: { count, _ in count + 1 }).map { String($0) }
    case .distinct: return first.distinctUntilChanged()
    case .take: return first.take(n)
    case .takeWhile: return first.take(while: { $0 != "x" })
    case .skip: return first.skip(n)
    case .startWith: return first.startWith("s")
    case .compactMap: return first.compactMap { $0 == "x" ? nil : $0.uppercased() }
    case .collect: return first.toArray().map { "{" + $0.joined() + "}" }.asObservable()
    case .do:
      return first.do(
        onNext: { log.log($0, at: scheduler.clock) }, onError: { _ in log.log("{#}", at: scheduler.clock) },
        onCompleted: { log.log("{|}", at: scheduler.clock) }, onSubscribe: { log.log("{s}", at: scheduler.clock) },
        onDispose: { log.log("{d}", at: scheduler.clock) })
    case .materialize:
      return first.materialize().map { event in
        switch event {
        case .next(let value): value
        case .completed: "{|}"
        case .error: "{#}"
        }
      }
    case .just: return .just("a")
    case .empty: return .empty()
    case .failing: return .error(inputFailure)
    case .sequence: return .from(["a", "b", "c"])
    case .create:
      return .create { observer in
        observer.onNext("a")
        let later = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
          observer.onNext("b")
          return Disposables.create()
        }
        let end = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
          observer.onCompleted()
          return Disposables.create()
        }
        return Disposables.create(later, end)
      }
    case .deferred:
      let made = MadeCount()
      return .deferred { .just(String(made.next())) }
    case .timer: return Observable<Int>.timer(interval, scheduler: scheduler).map { _ in "t" }
    case .interval: return Observable<Int>.interval(interval, scheduler: scheduler).map { String($0) }
    case .skipWhile: return first.skip(while: { $0 != "x" })
    case .takeLast: return first.takeLast(n)
    case .takeUntil: return first.take(until: second)
    case .skipUntil: return first.skip(until: second)
    case .sample: return first.sample(second)
    case .merge: return Observable.merge(first, second)
    case .concat: return first.concat(second)
    case .combineLatest: return Observable.combineLatest(first, second) { try scenario.combine($0, $1) }
    case .zip: return Observable.zip(first, second) { try scenario.combine($0, $1) }
    case .withLatestFrom: return first.withLatestFrom(second) { try scenario.combine($0, $1) }
    case .flatMap: return first.flatMap(selector)
    case .flatMapLatest: return first.flatMapLatest(selector)
    case .flatMapFirst: return first.flatMapFirst(selector)
    case .concatMap: return first.concatMap(selector)
    case .debounce: return first.debounce(interval, scheduler: scheduler)
    case .throttle: return first.throttle(interval, latest: true, scheduler: scheduler)
    case .throttleFirst: return first.throttle(interval, latest: false, scheduler: scheduler)
    case .delay: return first.delay(interval, scheduler: scheduler)
    case .timeout: return first.timeout(interval, scheduler: scheduler)
    case .catch: return first.catch { _ in second }
    case .catchAndReturn: return first.catchAndReturn("r")
    case .mapError: return nil
    case .observeOn: return first.observe(on: scheduler)
    case .subscribeOn: return first.subscribe(on: scheduler)
    case .retry: return first.retry(n)
    case .buffer:
      return first.buffer(timeSpan: .seconds(scenario.horizon * 2), count: n, scheduler: scheduler).map {
        "{" + $0.joined() + "}"
      }
    case .share: return first.share()
    case .reentrantSend, .behaviorSubject, .replaySubject, .property: return nil
    }
  }
}
