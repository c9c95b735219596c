// Seeded random scenarios for the producer style, compiled twice by `differential.sh producer`:
// once against ReactiveSwift and once against ProducerStyle. The names are the same in both, so
// this one file is the scenario for each; only the import line below is replaced.
import Foundation
import ReactiveSwift  // replaced by the script

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

enum TestError: Swift.Error { case boom, timeout }

/// Every line a scenario prints: the virtual time in seconds, then what happened.
final class Log {
  let scheduler = TestScheduler()
  var lines: [String] = []
  // Every start's disposable is kept until the scenario ends, as an app keeps them: a producer
  // whose disposable and input are both released is interrupted in ReactiveSwift only.
  var kept: [Disposable] = []
  var now: Int { Int(scheduler.currentDate.timeIntervalSinceReferenceDate.rounded()) }
  func add(_ text: String) { lines.append("\(now) \(text)") }
  func at(_ time: Int, _ action: @escaping () -> Void) {
    scheduler.schedule(after: Date(timeIntervalSinceReferenceDate: TimeInterval(time)), action: action)
  }
}

enum Step {
  case value(Int)
  case completed, failed
}

/// A source: hot (a pipe sent to at absolute times) or cold (each start sends at offsets from
/// its start). Its starts and the ends of its lifetimes are logged, and so are its instance's
/// `started` and `disposed` hooks (see `marked`).
struct SourceSpec {
  let name: String
  let hot: Bool
  let steps: [(Int, Step)]

  init(_ name: String, _ rng: inout Rng) {
    self.name = name
    hot = rng.chance(40)
    var time = rng.int(3)
    var steps: [(Int, Step)] = []
    let count = rng.int(5)
    for _ in 0..<count {
      time += rng.int(4)
      steps.append((time, .value(rng.int(10))))
    }
    time += rng.int(4)
    switch rng.int(10) {
    case 0..<6: steps.append((time, .completed))
    case 6..<8: steps.append((time, .failed))
    default: break
    }
    if hot { steps = steps.map { ($0.0 + 1, $0.1) } }
    self.steps = steps
  }

  /// The source for the scenario's header: its kind and its steps.
  var summary: String {
    let steps = self.steps.map { time, step -> String in
      switch step {
      case .value(let value): return "\(time):\(value)"
      case .completed: return "\(time):|"
      case .failed: return "\(time):X"
      }
    }
    return "\(name) \(hot ? "hot" : "cold") [\(steps.joined(separator: " "))]"
  }

  func producer(_ log: Log) -> SignalProducer<Int, TestError> {
    let name = self.name
    if hot {
      let (signal, input) = Signal<Int, TestError>.pipe()
      for (time, step) in steps { log.at(time) { Self.send(step, to: input) } }
      return marked(
        name,
        SignalProducer { observer, lifetime in
          log.add("\(name) start")
          lifetime.observeEnded { log.add("\(name) end") }
          lifetime += signal.observe(observer)
        }, log)
    }
    let steps = self.steps
    return marked(
      name,
      SignalProducer { observer, lifetime in
        log.add("\(name) start")
        lifetime.observeEnded { log.add("\(name) end") }
        let start = log.now
        for (offset, step) in steps {
          lifetime += log.scheduler.schedule(
            after: Date(timeIntervalSinceReferenceDate: TimeInterval(start + offset))
          ) { Self.send(step, to: observer) }
        }
      }, log)
  }

  static func send(_ step: Step, to observer: Signal<Int, TestError>.Observer) {
    switch step {
    case .value(let value): observer.send(value: value)
    case .completed: observer.sendCompleted()
    case .failed: observer.send(error: .boom)
    }
  }
}

typealias P = SignalProducer<Int, TestError>

/// `producer` with its instance's hooks marked: `started` once its start handler has run,
/// `disposed` when the instance is disposed, whether or not it was started.
func marked(_ name: String, _ producer: P, _ log: Log) -> P {
  producer.on(started: { log.add("\(name) started") }, disposed: { log.add("\(name) disposed") })
}

func describe(_ event: Signal<Int, TestError>.Event) -> String {
  switch event {
  case .value(let value): return "value \(value)"
  case .failed(let error): return "failed \(error)"
  case .completed: return "completed"
  case .interrupted: return "interrupted"
  }
}

func encoded(_ event: Signal<Int, TestError>.Event) -> Int {
  switch event {
  case .value(let value): return value
  case .failed: return -2
  case .completed: return -1
  case .interrupted: return -3
  }
}

/// One operator family: a name and how it transforms a chain, given a second source.
struct Family {
  let name: String
  let usesOther: Bool
  let apply: (P, @escaping () -> P, Log) -> P
  init(_ name: String, other: Bool = false, _ apply: @escaping (P, @escaping () -> P, Log) -> P) {
    self.name = name
    usesOther = other
    self.apply = apply
  }
}

func inner(_ sent: Int, _ log: Log) -> P {
  let name = "I\(sent)"
  let value = abs(sent)
  let length = value % 3 + 1
  return marked(
    name,
    SignalProducer { observer, lifetime in
      log.add("\(name) start")
      lifetime.observeEnded { log.add("\(name) end") }
      let start = log.now
      for index in 0..<length {
        lifetime += log.scheduler.schedule(
          after: Date(timeIntervalSinceReferenceDate: TimeInterval(start + index * 2 + value % 2))
        ) { observer.send(value: value * 10 + index) }
      }
      lifetime += log.scheduler.schedule(
        after: Date(timeIntervalSinceReferenceDate: TimeInterval(start + length * 2 + value % 2))
      ) { if value == 7 { observer.send(error: .boom) } else { observer.sendCompleted() } }
    }, log)
}

let families: [Family] = [
  Family("map") { p, _, _ in p.map { $0 * 2 } },
  Family("filter") { p, _, _ in p.filter { $0 % 2 == 0 } },
  Family("compactMap") { p, _, _ in p.compactMap { $0 % 3 == 0 ? nil : $0 } },
  Family("skipNil") { p, _, _ in p.map { $0 % 3 == 0 ? nil : $0 }.skipNil() },
  Family("skipRepeats") { p, _, _ in p.map { $0 / 3 }.skipRepeats() },
  Family("uniqueValues") { p, _, _ in p.uniqueValues() },
  Family("take(first:)") { p, _, _ in p.take(first: 2) },
  Family("take(first: 0)") { p, _, _ in p.take(first: 0) },
  Family("skip(first:)") { p, _, _ in p.skip(first: 1) },
  Family("take(last:)") { p, _, _ in p.take(last: 2) },
  Family("take(while:)") { p, _, _ in p.take(while: { $0 < 7 }) },
  Family("skip(while:)") { p, _, _ in p.skip(while: { $0 < 5 }) },
  Family("scan") { p, _, _ in p.scan(0, +) },
  Family("reduce") { p, _, _ in p.reduce(0, +) },
  Family("collect") { p, _, _ in p.collect().map { $0.reduce(0, +) * 100 + $0.count } },
  Family("collect(count:)") { p, _, _ in p.collect(count: 2).map { $0.reduce(0, +) * 100 + $0.count } },
  Family("combinePrevious") { p, _, _ in p.combinePrevious(0).map { $0.0 * 100 + $0.1 } },
  Family("materialize") { p, _, _ in p.materialize().map(encoded).promoteError(TestError.self) },
  Family("materializeResults") { p, _, _ in
    p.materializeResults().map { (try? $0.get()) ?? -2 }.promoteError(TestError.self)
  },
  Family("dematerialize") { p, _, _ in p.materialize().dematerialize() },
  Family("attemptMap") { p, _, _ in p.attemptMap { $0 == 4 ? .failure(.boom) : .success($0) } },
  Family("mapError") { p, _, _ in p.mapError { _ in TestError.timeout } },
  Family("delay") { p, _, log in p.delay(2, on: log.scheduler) },
  Family("delay(0)") { p, _, log in p.delay(0, on: log.scheduler) },
  Family("debounce") { p, _, log in p.debounce(2, on: log.scheduler) },
  Family("debounce(keep)") { p, _, log in p.debounce(2, on: log.scheduler, discardWhenCompleted: false) },
  Family("throttle") { p, _, log in p.throttle(2, on: log.scheduler) },
  Family("observe(on:)") { p, _, log in p.observe(on: log.scheduler) },
  Family("start(on:)") { p, _, log in p.start(on: log.scheduler) },
  Family("lazyMap") { p, _, log in p.lazyMap(on: log.scheduler) { $0 + 1 } },
  Family("collect(every:)") { p, _, log in
    p.collect(every: .seconds(3), on: log.scheduler).map { $0.reduce(0, +) * 100 + $0.count }
  },
  Family("collect(every:keep)") { p, _, log in
    p.collect(every: .seconds(3), on: log.scheduler, discardWhenCompleted: false).map {
      $0.reduce(0, +) * 100 + $0.count
    }
  },
  Family("timeout") { p, _, log in p.timeout(after: 5, raising: .timeout, on: log.scheduler) },
  Family("flatMapError") { p, _, _ in p.flatMapError { _ in SignalProducer(value: 99) } },
  Family("flatMapError(other)", other: true) { p, o, _ in p.flatMapError { _ in o() } },
  Family("prefix(value:)") { p, _, _ in p.prefix(value: 100) },
  Family("concat(value:)") { p, _, _ in p.concat(value: 100) },
  Family("on") { p, _, log in
    p.on(
      starting: { log.add("X starting") }, started: { log.add("X started") },
      event: { log.add("X \(describe($0))") }, terminated: { log.add("X terminated") },
      disposed: { log.add("X disposed") })
  },
  Family("retry") { p, _, _ in p.retry(upTo: 1) },
  Family("repeat") { p, _, _ in p.repeat(2) },
  Family("then", other: true) { p, o, _ in p.then(o()) },
  Family("concat", other: true) { p, o, _ in p.concat(o()) },
  Family("merge(with:)", other: true) { p, o, _ in p.merge(with: o()) },
  Family("merge", other: true) { p, o, _ in SignalProducer.merge(p, o()) },
  Family("combineLatest(with:)", other: true) { p, o, _ in p.combineLatest(with: o()).map { $0.0 * 100 + $0.1 } },
  Family("combineLatest", other: true) { p, o, _ in
    SignalProducer.combineLatest(p, o()).map { $0.0 * 100 + $0.1 }
  },
  Family("zip(with:)", other: true) { p, o, _ in p.zip(with: o()).map { $0.0 * 100 + $0.1 } },
  Family("zip", other: true) { p, o, _ in SignalProducer.zip(p, o()).map { $0.0 * 100 + $0.1 } },
  Family("sample(on:)", other: true) { p, o, _ in p.sample(on: o().map { _ in () }.flatMapError { _ in .empty }) },
  Family("sample(with:)", other: true) { p, o, _ in
    p.sample(with: o().flatMapError { _ in .empty }).map { $0.0 * 100 + $0.1 }
  },
  Family("withLatest(from:)", other: true) { p, o, _ in
    p.withLatest(from: o().flatMapError { _ in SignalProducer<Int, Never>.empty }).map { $0.0 * 100 + $0.1 }
  },
  Family("take(until:)", other: true) { p, o, _ in p.take(until: o().map { _ in () }.flatMapError { _ in .empty }) },
  Family("skip(until:)", other: true) { p, o, _ in p.skip(until: o().map { _ in () }.flatMapError { _ in .empty }) },
  Family("take(untilReplacement:)", other: true) { p, o, _ in p.take(untilReplacement: o()) },
  Family("flatMap(.merge)") { p, _, log in p.flatMap(.merge) { inner($0, log) } },
  Family("flatMap(.concat)") { p, _, log in p.flatMap(.concat) { inner($0, log) } },
  Family("flatMap(.latest)") { p, _, log in p.flatMap(.latest) { inner($0, log) } },
  Family("flatMap(.race)") { p, _, log in p.flatMap(.race) { inner($0, log) } },
  Family("flatMap(.concurrent)") { p, _, log in p.flatMap(.concurrent(limit: 2)) { inner($0, log) } },
  Family("flatten") { p, _, log in p.map { inner($0, log) }.flatten(.merge) },
]

/// Builds one scenario from `seed`, runs it, and returns its lines.
func run(seed: UInt64) -> [String] {
  var rng = Rng(state: seed)
  let log = Log()
  let first = SourceSpec("S0", &rng)
  let second = SourceSpec("S1", &rng)
  let chainLength = rng.chance(50) ? 1 : 2
  var picked: [Family] = []
  for _ in 0..<chainLength { picked.append(families[rng.int(families.count)]) }
  let shared = rng.chance(20)
  let replay = rng.int(3)
  log.lines.append(
    "# seed \(seed): \(picked.map(\.name).joined(separator: " | "))\(shared ? " | replayLazily(upTo: \(replay))" : "")  \(first.summary) \(second.summary)"
  )
  var chain = first.producer(log)
  let other = second.producer(log)
  for family in picked { chain = family.apply(chain, { other }, log) }
  if shared { chain = chain.replayLazily(upTo: replay) }
  let consumers = shared ? 2 : 1
  var time = rng.int(3)
  for index in 0..<consumers {
    let subscribe = time
    let dispose = rng.chance(30) ? subscribe + rng.int(12) : nil
    time += 1 + rng.int(8)
    var disposable: Disposable?
    let name = "C\(index)"
    let producer = chain
    log.at(subscribe) {
      log.add("\(name) subscribe")
      disposable = producer.start { log.add("\(name) \(describe($0))") }
      log.kept.append(disposable!)
    }
    if let dispose {
      log.at(dispose) {
        log.add("\(name) dispose")
        disposable?.dispose()
      }
    }
  }
  log.scheduler.advance(to: Date(timeIntervalSinceReferenceDate: 200))
  return log.lines
}

let arguments = CommandLine.arguments
let firstSeed = arguments.count > 1 ? UInt64(arguments[1]) ?? 1 : 1
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
if arguments.count > 3 && arguments[3] == "--families" {
  print("\(families.count) operator families")
} else {
  for seed in firstSeed..<(firstSeed + UInt64(count)) {
    print(run(seed: seed).joined(separator: "\n"))
    // Each seed's lines reach the file before the next seed runs, so that a seed that stops the
    // program (an anchor's assertion) is the one named after the last seed printed.
    fflush(stdout)
  }
}
