// Seeded random scenarios for the async style, compiled twice by `differential.sh async`: once
// against swift-async-algorithms and once against AsyncStyle. The names are the same in both, so
// this one file is the scenario for each; only the import line below is replaced.
//
// Both sides run on one driver, AsyncStyleTest's `AsyncTestScheduler.withVirtualTime`: every
// job started inside it — the consumer's, the sources' and the tasks an operator starts on its
// own — queues on one serial executor and runs first in first out on this thread, and the
// operators sleep on its `TestClock`. The anchor's program is built with member import
// visibility, so that it sees no AsyncStyle operator through the driver's module.
import AsyncAlgorithms  // replaced by the script
import AsyncStyleTest
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

struct Boom: Error, CustomStringConvertible {
  let source: String
  var description: String { "Boom(\(source))" }
}

typealias Ints = any AsyncSequence<Int, any Error> & Sendable
typealias Lines = any AsyncSequence<String, any Error> & Sendable

/// Every line a scenario prints: the virtual time in milliseconds, then what happened. The consumer's
/// lines and each source's are kept apart: how two tasks' steps interleave within one instant is a
/// race under real concurrency, not behaviour either library promises.
final class Log: Sendable {
  let clock: TestClock
  private let lines = Mutex<[String: [String]]>([:])
  init(clock: TestClock) { self.clock = clock }
  var now: Int {
    let (seconds, attoseconds) = clock.now.offset.components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }
  func add(_ text: String, by stream: String = "") {
    let line = "\(now) \(stream.isEmpty ? "" : "\(stream) ")\(text)"
    lines.withLock { $0[stream, default: []].append(line) }
  }
  var all: [String] { lines.withLock { $0.sorted { $0.key < $1.key }.flatMap(\.value) } }
  func instant(_ milliseconds: Int) -> TestClock.Instant { TestClock.Instant(offset: .milliseconds(milliseconds)) }
}

/// Re-exposes any sequence of `Int` as one that throws `any Error`, so that every stage has one type.
struct Throwing<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable where Base.Element == Int {
  typealias Element = Int
  typealias Failure = any Error
  let base: Base
  struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    mutating func next() async throws -> Int? { try await base.next() }
  }
  func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator()) }
}

func erase<S: AsyncSequence & Sendable>(_ sequence: S) -> Ints where S.Element == Int { Throwing(base: sequence) }

func lines<S: AsyncSequence & Sendable>(_ sequence: S, _ describe: @escaping @Sendable (S.Element) -> String)
  -> Lines
{
  LinesOf(base: sequence, describe: describe)
}

/// Describes each element of a stage's output as text, keeping its failure as `any Error`.
struct LinesOf<Base: AsyncSequence & Sendable>: AsyncSequence, Sendable {
  typealias Element = String
  typealias Failure = any Error
  let base: Base
  let describe: @Sendable (Base.Element) -> String
  struct Iterator: AsyncIteratorProtocol {
    var base: Base.AsyncIterator
    let describe: @Sendable (Base.Element) -> String
    mutating func next() async throws -> String? { try await base.next().map(describe) }
  }
  func makeAsyncIterator() -> Iterator { Iterator(base: base.makeAsyncIterator(), describe: describe) }
}

enum Ending { case finish, fail, never }

/// A source's steps: values at times (absolute, or from the start of each iteration), then how it ends.
struct SourceSpec: Sendable {
  enum Kind: String { case timed, relative, channel, sync, timer }
  let name: String
  let kind: Kind
  let steps: [(Int, Int)]
  let ending: Ending
  let endTime: Int

  init(name: String, kind: Kind, steps: [(Int, Int)], ending: Ending, endTime: Int) {
    (self.name, self.kind, self.steps, self.ending, self.endTime) = (name, kind, steps, ending, endTime)
  }

  init(_ name: String, _ rng: inout Rng) {
    self.name = name
    // Only `a` may be synchronous: two synchronous sources merged emit at one instant, in an order that is a race.
    let kinds: [Kind] =
      name == "a"
      ? [.timed, .timed, .relative, .channel, .sync, .timer] : [.timed, .timed, .relative, .channel, .timer]
    kind = kinds[rng.int(kinds.count)]
    // No two tasks may wake at one instant: which of two simultaneous wake-ups runs first is a race,
    // not a behaviour. So each source has its own phase (a at 1, b at 2, c at 3 milliseconds past a
    // multiple of 10, d at 4), and the timers' and operators' intervals carry odd fractions of a millisecond
    // (`Interval`) that keep their deadlines apart from the elements' and from each other's.
    var time = Int(name.unicodeScalars.first!.value) - 96 + rng.int(3) * 10
    var steps: [(Int, Int)] = []
    for _ in 0..<rng.int(6) {
      time += rng.int(4) * 10
      steps.append((time, rng.int(6)))
    }
    self.steps = steps
    endTime = time + rng.int(4) * 10
    ending =
      kind == .sync ? (rng.chance(80) ? .finish : .fail) : [Ending.finish, .finish, .finish, .fail, .never][rng.int(5)]
  }

  var timerInterval: Int { 15 + 10 * ((steps.first?.0 ?? 0) % 4) }
  var timerFraction: Int { ["a": 1, "b": 11, "c": 101, "d": 7][name] ?? 0 }

  var summary: String {
    let end: String
    if kind == .timer { return "\(name) timer every \(timerInterval)ms, prefix(\(steps.count + 1))" }
    switch ending {
    case .finish: end = " \(endTime):|"
    case .fail: end = " \(endTime):X"
    case .never: end = ""
    }
    return "\(name) \(kind.rawValue) [\(steps.map { "\($0.0):\($0.1)" }.joined(separator: " "))\(end)]"
  }

  /// The sequence: for `channel`, a task sends into an `AsyncThrowingChannel` and logs each send's return.
  func make(_ log: Log, _ scheduler: AsyncTestScheduler, _ tasks: inout [() -> Void]) -> Ints {
    switch kind {
    case .timed, .relative: return TimedSource(spec: self, log: log)
    case .timer:
      let interval = Duration.milliseconds(timerInterval) + .microseconds(timerFraction)
      let ticks = AsyncTimerSequence.repeating(every: interval, clock: log.clock).prefix(steps.count + 1)
      return erase(ticks.map { _ in log.now })
    case .sync:
      let values = steps.map(\.1)
      return ending == .finish ? erase(values.async) : erase(chain(values.async, Failing(source: name)))
    case .channel:
      let channel = AsyncThrowingChannel<Int, any Error>()
      let spec = self
      let task = scheduler.spawn {
        for (time, value) in spec.steps {
          try? await log.clock.sleep(until: log.instant(time))
          await channel.send(value)
          log.add("sent \(value)", by: spec.name)
        }
        if spec.ending == .never { return }
        try? await log.clock.sleep(until: log.instant(spec.endTime))
        if spec.ending == .finish { channel.finish() } else { channel.fail(Boom(source: spec.name)) }
      }
      tasks.append { task.cancel() }
      return channel
    }
  }
}

/// A source that fails at once, to end a synchronous source with a failure.
struct Failing: AsyncSequence, Sendable {
  typealias Element = Int
  typealias Failure = any Error
  let source: String
  struct Iterator: AsyncIteratorProtocol {
    let source: String
    mutating func next() async throws -> Int? { throw Boom(source: source) }
  }
  func makeAsyncIterator() -> Iterator { Iterator(source: source) }
}

/// Returns each step's value once the clock reaches its time; cancelled while waiting, it ends.
struct TimedSource: AsyncSequence, Sendable {
  typealias Element = Int
  typealias Failure = any Error
  let spec: SourceSpec
  let log: Log
  struct Iterator: AsyncIteratorProtocol {
    let spec: SourceSpec
    let log: Log
    let start: Int
    var index = 0
    mutating func next() async throws -> Int? {
      if index == 0 { log.add("first pull", by: spec.name) }
      guard index <= spec.steps.count else { return nil }
      let time = index < spec.steps.count ? spec.steps[index].0 : spec.endTime
      if index == spec.steps.count && spec.ending == .never {
        while !Task.isCancelled { try? await log.clock.sleep(until: log.instant(1_000_000)) }
        index = spec.steps.count + 1  // once it has answered `nil`, it always does
        return nil
      }
      if start + time > log.now {
        do { try await log.clock.sleep(until: log.instant(start + time)) } catch {
          index = spec.steps.count + 1
          return nil
        }
      }
      defer { index += 1 }
      if index < spec.steps.count { return spec.steps[index].1 }
      if spec.ending == .fail { throw Boom(source: spec.name) }
      return nil
    }
  }
  func makeAsyncIterator() -> Iterator {
    Iterator(spec: spec, log: log, start: spec.kind == .relative ? log.now : 0)
  }
}

// The sequences of several bases, as generic functions so that existential bases are opened.
func merged<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable>(_ a: A, _ b: B) -> Ints
where A.Element == Int, B.Element == Int, A.Failure == any Error, B.Failure == any Error { erase(merge(a, b)) }
func merged<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable, C: AsyncSequence & Sendable>(
  _ a: A, _ b: B, _ c: C
) -> Ints
where
  A.Element == Int, B.Element == Int, C.Element == Int, A.Failure == any Error, B.Failure == any Error,
  C.Failure == any Error
{
  erase(merge(a, b, c))
}
func chained<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable>(_ a: A, _ b: B) -> Ints
where A.Element == Int, B.Element == Int, A.Failure == any Error, B.Failure == any Error { erase(chain(a, b)) }
func chained<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable, C: AsyncSequence & Sendable>(
  _ a: A, _ b: B, _ c: C
) -> Ints
where
  A.Element == Int, B.Element == Int, C.Element == Int, A.Failure == any Error, B.Failure == any Error,
  C.Failure == any Error
{
  erase(chain(a, b, c))
}
func zipped<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable>(_ a: A, _ b: B) -> Lines
where A.Element == Int, B.Element == Int, A.Failure == any Error, B.Failure == any Error {
  lines(zip(a, b)) { "\($0)" }
}
func zipped<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable, C: AsyncSequence & Sendable>(
  _ a: A, _ b: B, _ c: C
) -> Lines
where
  A.Element == Int, B.Element == Int, C.Element == Int, A.Failure == any Error, B.Failure == any Error,
  C.Failure == any Error
{
  lines(zip(a, b, c)) { "\($0)" }
}
func combined<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable>(_ a: A, _ b: B) -> Lines
where A.Element == Int, B.Element == Int, A.Failure == any Error, B.Failure == any Error {
  lines(combineLatest(a, b)) { "\($0)" }
}
func combined<A: AsyncSequence & Sendable, B: AsyncSequence & Sendable, C: AsyncSequence & Sendable>(
  _ a: A, _ b: B, _ c: C
) -> Lines
where
  A.Element == Int, B.Element == Int, C.Element == Int, A.Failure == any Error, B.Failure == any Error,
  C.Failure == any Error
{
  lines(combineLatest(a, b, c)) { "\($0)" }
}

/// The first stage keeps elements as `Int`; `nil` when the scenario has none.
enum First: CaseIterable {
  case debounce, throttle, removeDuplicates, interspersed, buffer, mergeWithD, chainWithD, map, filter, prefix
  case dropFirst
  case reductions, compacted, flatMapLatest

  func apply<S: AsyncSequence & Sendable>(_ base: S, _ other: Ints, _ rng: inout Rng, _ log: Log) -> (Ints, String)
  where S.Element == Int, S.Failure == any Error {
    let clock = log.clock
    let n = 1 + rng.int(3)
    let interval = Duration.milliseconds(5 + rng.int(4) * 10) + .microseconds(500)
    switch self {
    case .debounce: return (erase(base.debounce(for: interval, clock: clock)), "debounce(\(interval))")
    case .throttle:
      let latest = rng.chance(50)
      return (
        erase(base._throttle(for: interval, clock: clock, latest: latest)), "_throttle(\(interval), latest: \(latest))"
      )
    case .removeDuplicates: return (erase(base.removeDuplicates()), "removeDuplicates()")
    case .interspersed: return (erase(base.interspersed(every: n, with: -1)), "interspersed(every: \(n), with: -1)")
    case .buffer:
      let policies: [(AsyncBufferSequencePolicy, String)] = [
        (.bounded(n), ".bounded(\(n))"), (.unbounded, ".unbounded"), (.bufferingLatest(n), ".bufferingLatest(\(n))"),
        (.bufferingOldest(n), ".bufferingOldest(\(n))"),
      ]
      let (policy, name) = policies[rng.int(policies.count)]
      return (erase(base.buffer(policy: policy)), "buffer(policy: \(name))")
    case .mergeWithD: return (merged(base, other), "merge(_, d)")
    case .chainWithD: return (chained(base, other), "chain(_, d)")
    case .map: return (erase(base.map { $0 * 10 }), "map(*10)")
    case .filter: return (erase(base.filter { $0 % 2 == 0 }), "filter(even)")
    case .prefix: return (erase(base.prefix(n)), "prefix(\(n))")
    case .dropFirst: return (erase(base.dropFirst(n)), "dropFirst(\(n))")
    case .reductions: return (erase(base.reductions(+)), "reductions(+)")
    case .compacted:
      return (erase(base.map { $0 % 3 == 0 ? nil : $0 }.compacted()), "map(nil if %3).compacted()")
    case .flatMapLatest:
      let steps = (0..<n).map { ($0 * 10 + 5, $0) }  // from an outer element's phase, 5 later
      let inner = { @Sendable (value: Int) -> TimedSource in
        let spec = SourceSpec(
          name: "inner\(value)", kind: .relative, steps: steps.map { ($0.0, value * 10 + $0.1) }, ending: .finish,
          endTime: n * 10 + 3)
        return TimedSource(spec: spec, log: log)
      }
      return (
        erase(base.flatMapLatest(inner)), "flatMapLatest(inner of \(n) every 10ms from 5ms, ending at \(n * 10 + 3)ms)"
      )
    }
  }
}

/// The last stage turns elements into text.
enum Last: CaseIterable {
  case plain, adjacentPairs, chunksOfCount, chunkedByPredicate, chunkedOn, chunkedByTimer, chunksOfCountOrTimer
  case zipWithB, combineLatestWithB, zipWithBC, combineLatestWithBC, mergeWithBC, chainWithBC

  func apply<S: AsyncSequence & Sendable>(_ base: S, _ others: [Ints], _ rng: inout Rng, _ log: Log) -> (Lines, String)
  where S.Element == Int, S.Failure == any Error {
    let clock = log.clock
    let n = 1 + rng.int(3)
    let interval = Duration.milliseconds(15 + rng.int(4) * 10) + .microseconds(2)
    switch self {
    case .plain: return (lines(base) { "\($0)" }, "")
    case .adjacentPairs: return (lines(base.adjacentPairs()) { "\($0)" }, ".adjacentPairs()")
    case .chunksOfCount: return (lines(base.chunks(ofCount: n)) { "\($0)" }, ".chunks(ofCount: \(n))")
    case .chunkedByPredicate: return (lines(base.chunked(by: { $0 <= $1 })) { "\($0)" }, ".chunked(by: <=)")
    case .chunkedOn: return (lines(base.chunked(on: { $0 % 2 })) { "\($0)" }, ".chunked(on: %2)")
    case .chunkedByTimer:
      return (
        lines(base.chunked(by: .repeating(every: interval, clock: clock))) { "\($0)" },
        ".chunked(by: timer \(interval))"
      )
    case .chunksOfCountOrTimer:
      return (
        lines(base.chunks(ofCount: n, or: .repeating(every: interval, clock: clock))) { "\($0)" },
        ".chunks(ofCount: \(n), or: timer \(interval))"
      )
    case .zipWithB: return (zipped(base, others[0]), " zip with b")
    case .combineLatestWithB: return (combined(base, others[0]), " combineLatest with b")
    case .zipWithBC: return (zipped(base, others[0], others[1]), " zip with b, c")
    case .combineLatestWithBC: return (combined(base, others[0], others[1]), " combineLatest with b, c")
    case .mergeWithBC: return (lines(merged(base, others[0], others[1])) { "\($0)" }, " merge with b, c")
    case .chainWithBC: return (lines(chained(base, others[0], others[1])) { "\($0)" }, " chain with b, c")
    }
  }
}

func stage1<S: AsyncSequence & Sendable>(_ base: S, _ first: First, _ other: Ints, _ rng: inout Rng, _ log: Log) -> (
  Ints, String
) where S.Element == Int, S.Failure == any Error {
  first.apply(base, other, &rng, log)
}

func stage2<S: AsyncSequence & Sendable>(_ base: S, _ last: Last, _ others: [Ints], _ rng: inout Rng, _ log: Log) -> (
  Lines, String
) where S.Element == Int, S.Failure == any Error {
  last.apply(base, others, &rng, log)
}

/// One scenario: four sources, a chain of up to two stages, a consumer that may cancel. Returns its lines.
func run(seed: UInt64) -> [String] {
  AsyncTestScheduler.withVirtualTime { scheduler in
    var rng = Rng(state: seed)
    let log = Log(clock: scheduler.clock)
    // `d` is the first stage's other base, `b` and `c` the last stage's: a source iterated twice
    // would make a channel share its elements between two consumers, which is a race.
    let specs = ["a", "b", "c", "d"].map { SourceSpec($0, &rng) }
    var stops: [() -> Void] = []
    let sources = specs.map { $0.make(log, scheduler, &stops) }
    var header = specs.map(\.summary).joined(separator: "; ") + " => a"
    var chain: Ints = sources[0]
    if rng.chance(70) {
      let first = First.allCases[rng.int(First.allCases.count)]
      let (next, name) = stage1(chain, first, sources[3], &rng, log)
      chain = next
      header += ".\(name)"
    }
    let last = Last.allCases[rng.int(Last.allCases.count)]
    let (output, name) = stage2(chain, last, [sources[1], sources[2]], &rng, log)
    header += name
    let cancelAt = rng.chance(25) ? 9 + rng.int(15) * 10 : nil
    if let cancelAt { header += ", cancelled at \(cancelAt)" }
    let consumer = scheduler.spawn {
      do {
        for try await line in output { log.add(line) }
        log.add("finished")
      } catch {
        log.add("failed \(error)")
      }
    }
    if let cancelAt { scheduler.schedule(at: cancelAt) { consumer.cancel() } }
    scheduler.advance(to: 1000)
    consumer.cancel()
    for stop in stops { stop() }
    scheduler.runUntilIdle()
    return ["# seed \(seed): \(header)"] + log.all
  }
}

let arguments = CommandLine.arguments
if arguments.count > 3 && arguments[3] == "--families" {
  // The stages, plus the channel and the timer behind them.
  print("\(First.allCases.count + Last.allCases.count - 1 + 2) operator families")
} else {
  let firstSeed = UInt64(arguments.count > 1 ? arguments[1] : "1") ?? 1
  let count = UInt64(arguments.count > 2 ? arguments[2] : "1000") ?? 1000
  for seed in firstSeed..<(firstSeed + count) {
    let once = run(seed: seed)
    let twice = run(seed: seed)
    var text = once
    if twice != once {
      text += ["~ unstable: a second run of this seed printed otherwise"] + twice.dropFirst().map { "~ \($0)" }
    }
    // Whole seeds only, at once: the script starts again after a seed that hangs.
    print(text.joined(separator: "\n"))
    fflush(stdout)
  }
}
