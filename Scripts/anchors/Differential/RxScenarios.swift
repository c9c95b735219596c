// Seeded random scenarios for the Rx style, compiled twice by `differential.sh rx`: once against
// RxSwift, RxRelay, RxCocoa's sharing sequences and RxTest, and once against RxStyle and
// RxStyleTest. The names are the same in both, so this one file is the scenario for each; only
// the import lines below are replaced.
import Foundation
import RxCocoa  // replaced by the script
import RxRelay  // replaced by the script
import RxSwift  // replaced by the script
import RxTest  // replaced by the script

/// SplitMix64: the same seed gives the same scenario on both sides.
struct Rng {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func int(_ upper: Int) -> Int { Int(next() % UInt64(upper)) }
  mutating func chance(_ percent: Int) -> Bool { int(100) < percent }
}

enum TestError: Swift.Error { case boom, other }

/// Every line a scenario prints, each with the virtual time it happened at, and every testable
/// observable it made, whose recorded subscriptions are printed at the end.
final class Log {
  let scheduler = TestScheduler(initialClock: 0)
  var lines: [String] = []
  var sources: [(String, TestableObservable<Int>)] = []
  // Subscriptions a shared form makes on its own (a subject fed by the chain, a connection).
  var kept: [Disposable] = []
  func add(_ text: String) { lines.append("\(scheduler.clock) \(text)") }
  func at(_ time: Int, _ action: @escaping () -> Void) { scheduler.scheduleAt(time, action: action) }

  /// `observable`, with each subscription to it and each disposal of one logged as it happens.
  func logged(_ name: String, _ observable: TestableObservable<Int>) -> Observable<Int> {
    sources.append((name, observable))
    return Observable.create { observer in
      self.add("\(name) subscribe")
      let subscription = observable.subscribe(observer)
      return Disposables.create {
        self.add("\(name) dispose")
        subscription.dispose()
      }
    }
  }

  var subscriptionLines: [String] {
    sources.map { name, observable in
      let times = observable.subscriptions.map { subscription -> String in
        let end = subscription.unsubscribe == Int.max ? "-" : String(subscription.unsubscribe)
        return "\(subscription.subscribe)..\(end)"
      }
      return "= \(name) subscriptions [\(times.joined(separator: " "))]"
    }
  }
}

/// A source: hot (events at absolute times) or cold (events at offsets from each subscription).
struct SourceSpec {
  let name: String
  let hot: Bool
  let events: [Recorded<Event<Int>>]

  init(_ name: String, _ rng: inout Rng) {
    self.name = name
    hot = rng.chance(40)
    var time = rng.int(3) + (hot ? 1 : 0)
    var events: [Recorded<Event<Int>>] = []
    for _ in 0..<rng.int(6) {
      time += rng.int(4)
      events.append(Recorded(time: time, value: .next(rng.int(10))))
    }
    time += rng.int(4)
    switch rng.int(10) {
    case 0..<6: events.append(Recorded(time: time, value: .completed))
    case 6..<8: events.append(Recorded(time: time, value: .error(TestError.boom)))
    default: break
    }
    self.events = events
  }

  var summary: String {
    let steps = events.map { recorded -> String in
      switch recorded.value {
      case .next(let value): return "\(recorded.time):\(value)"
      case .completed: return "\(recorded.time):|"
      case .error: return "\(recorded.time):X"
      }
    }
    return "\(name) \(hot ? "hot" : "cold") [\(steps.joined(separator: " "))]"
  }

  func observable(_ log: Log) -> Observable<Int> {
    let testable =
      hot ? log.scheduler.createHotObservable(events) : log.scheduler.createColdObservable(events)
    return log.logged(name, testable)
  }
}

func describe(_ event: Event<Int>) -> String {
  switch event {
  case .next(let value): return "next \(value)"
  case .error(let error): return "error \(name(of: error))"
  case .completed: return "completed"
  }
}

/// The error's case, not its message: the messages of `RxError` differ on purpose (a row of
/// Differences.md).
func name(of error: Error) -> String {
  if let error = error as? TestError { return "\(error)" }
  guard let error = error as? RxError else { return "\(type(of: error))" }
  switch error {
  case .argumentOutOfRange: return "RxError.argumentOutOfRange"
  case .noElements: return "RxError.noElements"
  case .moreThanOneElement: return "RxError.moreThanOneElement"
  case .timeout: return "RxError.timeout"
  default: return "RxError.other"
  }
}

func encoded(_ event: Event<Int>) -> Int {
  switch event {
  case .next(let value): return value
  case .error: return -2
  case .completed: return -1
  }
}

/// A cold inner sequence for the flattening operators, named after the value that made it: one
/// to three values two ticks apart, then completion, or an error for 7.
func inner(_ sent: Int, _ log: Log) -> Observable<Int> {
  let value = abs(sent)
  let length = value % 3 + 1
  var events: [Recorded<Event<Int>>] = []
  for index in 0..<length {
    events.append(Recorded(time: index * 2 + value % 2, value: .next(value * 10 + index)))
  }
  let end = length * 2 + value % 2
  events.append(Recorded(time: end, value: value == 7 ? .error(TestError.boom) : .completed))
  let count = log.sources.filter { $0.0.hasPrefix("I\(value)#") }.count
  return log.logged("I\(value)#\(count)", log.scheduler.createColdObservable(events))
}

typealias O = Observable<Int>

/// One operator family: a name and how it transforms a chain, given a second source.
struct Family {
  let name: String
  let apply: (O, @escaping () -> O, Log) -> O
  init(_ name: String, _ apply: @escaping (O, @escaping () -> O, Log) -> O) {
    self.name = name
    self.apply = apply
  }
}

/// A shared form, put after the chain when a scenario has more than one consumer: sharing
/// operators, connectables connected at a given time, and subjects and relays the chain is
/// subscribed into at a given time.
struct SharedForm {
  let name: String
  let apply: (O, Int, Log) -> O
  init(_ name: String, _ apply: @escaping (O, Int, Log) -> O) {
    self.name = name
    self.apply = apply
  }
}

func feeding<Subject: ObserverType>(_ chain: O, into subject: Subject, at time: Int, _ log: Log)
where Subject.Element == Int {
  log.at(time) { log.kept.append(chain.subscribe(subject)) }
}

func connecting(_ connectable: ConnectableObservable<Int>, at time: Int, _ log: Log) -> O {
  log.at(time) { log.kept.append(connectable.connect()) }
  return connectable.asObservable()
}

let sharedForms: [SharedForm] = [
  SharedForm("share()") { p, _, _ in p.share() },
  SharedForm("share(replay: 1)") { p, _, _ in p.share(replay: 1) },
  SharedForm("share(replay: 2, scope: .forever)") { p, _, _ in p.share(replay: 2, scope: .forever) },
  SharedForm("publish().refCount()") { p, _, _ in p.publish().refCount() },
  SharedForm("replay(1).refCount()") { p, _, _ in p.replay(1).refCount() },
  SharedForm("replayAll().refCount()") { p, _, _ in p.replayAll().refCount() },
  SharedForm("publish() connected") { p, time, log in connecting(p.publish(), at: time, log) },
  SharedForm("replay(2) connected") { p, time, log in connecting(p.replay(2), at: time, log) },
  SharedForm("multicast(ReplaySubject) connected") { p, time, log in
    connecting(p.multicast(ReplaySubject<Int>.create(bufferSize: 1)), at: time, log)
  },
  SharedForm("PublishSubject") { p, time, log in
    let subject = PublishSubject<Int>()
    feeding(p, into: subject, at: time, log)
    return subject.asObservable()
  },
  SharedForm("BehaviorSubject") { p, time, log in
    let subject = BehaviorSubject<Int>(value: -1)
    feeding(p, into: subject, at: time, log)
    return subject.asObservable()
  },
  SharedForm("ReplaySubject(2)") { p, time, log in
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    feeding(p, into: subject, at: time, log)
    return subject.asObservable()
  },
  SharedForm("AsyncSubject") { p, time, log in
    let subject = AsyncSubject<Int>()
    feeding(p, into: subject, at: time, log)
    return subject.asObservable()
  },
  SharedForm("PublishRelay") { p, time, log in
    let relay = PublishRelay<Int>()
    log.at(time) { log.kept.append(p.subscribe(onNext: relay.accept)) }
    return relay.asObservable()
  },
  SharedForm("BehaviorRelay") { p, time, log in
    let relay = BehaviorRelay<Int>(value: -1)
    log.at(time) { log.kept.append(p.subscribe(onNext: relay.accept)) }
    return relay.asObservable()
  },
  SharedForm("ReplayRelay") { p, time, log in
    let relay = ReplayRelay<Int>.create(bufferSize: 1)
    log.at(time) { log.kept.append(p.subscribe(onNext: relay.accept)) }
    return relay.asObservable()
  },
  SharedForm("Driver") { p, _, _ in p.asDriver(onErrorJustReturn: -1).asObservable() },
  SharedForm("Signal") { p, _, _ in p.asSignal(onErrorJustReturn: -1).asObservable() },
]

/// Builds one scenario from `seed`, runs it, and returns its lines.
func run(seed: UInt64) -> [String] {
  var rng = Rng(state: seed)
  let log = Log()
  let first = SourceSpec("S0", &rng)
  let second = SourceSpec("S1", &rng)
  var picked: [Family] = []
  for _ in 0..<(rng.chance(50) ? 1 : 2) { picked.append(families[rng.int(families.count)]) }
  let form = rng.chance(25) ? sharedForms[rng.int(sharedForms.count)] : nil
  let formTime = rng.int(6)
  var header = "# seed \(seed): \(picked.map(\.name).joined(separator: " | "))"
  if let form { header += " | \(form.name) at \(formTime)" }
  log.lines.append("\(header)  \(first.summary) \(second.summary)")
  // Drivers and signals observe on the sharing scheduler when they are made.
  SharingScheduler.mock(scheduler: log.scheduler) {
    var chain = first.observable(log)
    for family in picked { chain = family.apply(chain, { second.observable(log) }, log) }
    if let form { chain = form.apply(chain, formTime, log) }
    var time = rng.int(3)
    for index in 0..<(form == nil ? 1 : 1 + rng.int(3)) {
      let subscribe = time
      let dispose = rng.chance(30) ? subscribe + rng.int(15) : nil
      time += 1 + rng.int(8)
      var disposable: Disposable?
      let name = "C\(index)"
      let observable = chain
      log.at(subscribe) {
        log.add("\(name) subscribe")
        disposable = observable.subscribe { log.add("\(name) \(describe($0))") }
      }
      if let dispose {
        log.at(dispose) {
          log.add("\(name) dispose")
          disposable?.dispose()
        }
      }
    }
    log.scheduler.advanceTo(200)
  }
  return log.lines + log.subscriptionLines
}

let arguments = CommandLine.arguments
let firstSeed = arguments.count > 1 ? UInt64(arguments[1]) ?? 1 : 1
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
if arguments.count > 3 && arguments[3] == "--families" {
  print("\(families.count) operator families and \(sharedForms.count) shared forms")
} else {
  for seed in firstSeed..<(firstSeed + UInt64(count)) {
    print(run(seed: seed).joined(separator: "\n"))
  }
}
