import BenchmarkKit

/// A chain that every style computes, with its full and quick sizes.
///
/// A case receives the chain's size and returns a checksum; `elementsPerSize` turns the size
/// into the number of elements the timing is divided by.
struct Chain: Sendable {
  let id: String
  let title: String
  let unit: String
  let fullSize: Int
  let quickSize: Int
  var elementsPerSize = 1
  /// The sizes a `--scaling` run measures, ascending; empty for chains it skips.
  var scalingSizes: [Int] = []

  func size(quick: Bool) -> Int { quick ? quickSize : fullSize }
  /// The `--scaling` sizes; `--quick` divides them by 100 (at least 1).
  func scalingSizes(quick: Bool) -> [Int] { quick ? scalingSizes.map { max($0 / 100, 1) } : scalingSizes }
  func elements(size: Int) -> Int { size * elementsPerSize }
  var info: ChainInfo { ChainInfo(id: id, title: title, unit: unit) }
}

extension Chain {
  /// The runtime's floors: not a chain of the styles but what Swift's concurrency runtime costs
  /// per element, measured in the same run so that each async cell can be read against the one it
  /// pays (see `RuntimeFloor`).
  static let runtime = Chain(
    id: "R", title: "the runtime's floors: 100k values → sum, each through one hand-off", unit: "hand-off",
    fullSize: 100_000, quickSize: 1_000)
  static let w1 = Chain(
    id: "W1", title: "0..<1M → map(x*2) → filter(x%3==0) → reduce sum", unit: "source element",
    fullSize: 1_000_000, quickSize: 10_000)
  static let w2 = Chain(
    id: "W2", title: "subject: 1M sends → map(x*2) → filter(x%3==0) → sum", unit: "send",
    fullSize: 1_000_000, quickSize: 10_000)
  static let w3 = Chain(
    id: "W3", title: "10k outer → flatMap (merge) → inner range of 10 → sum", unit: "inner element",
    fullSize: 10_000, quickSize: 100, elementsPerSize: Workload.innerCount, scalingSizes: [100, 1_000, 10_000])
  static let w4 = Chain(
    id: "W4", title: "100k × { just(i).map(x*2).filter(x%3==0), subscribe, receive, dispose }",
    unit: "subscription", fullSize: 100_000, quickSize: 1_000)
  static let w5 = Chain(
    id: "W5", title: "zip of two synchronous sources of 100k → a+b → sum", unit: "pair",
    fullSize: 100_000, quickSize: 1_000, scalingSizes: [1_000, 10_000, 100_000])
  static let w5s = Chain(
    id: "W5s", title: "zip of two subjects, 100k interleaved sends each → a+b → sum", unit: "pair",
    fullSize: 100_000, quickSize: 1_000)
  static let w5c = Chain(
    id: "W5c", title: "combineLatest of two subjects, 100k interleaved sends each → a+b → sum",
    unit: "send pair", fullSize: 100_000, quickSize: 1_000)
  static let w6 = Chain(
    id: "W6", title: "debounce(5) over 100k events in bursts of 4 on virtual time → sum", unit: "event",
    fullSize: 100_000, quickSize: 1_000, scalingSizes: [1_000, 10_000, 100_000])
  static let w7 = Chain(
    id: "W7", title: "one subject fanned out to 100 subscribers, 10k sends → sums", unit: "delivery",
    fullSize: 10_000, quickSize: 100, elementsPerSize: Workload.subscriberCount, scalingSizes: [100, 1_000, 10_000])

  /// Every chain, in the order tables list them.
  static let all = [runtime, w1, w2, w3, w4, w5, w5s, w5c, w6, w7]
}

/// The runtime floors an async cell can be read against, as `Registry.add(_:_:floor:)` names them.
enum RuntimeFloor: String {
  /// Two tasks on the global executor handing a value there and back through continuations:
  /// two jobs per element, what a consumer that waits for every send pays.
  case taskSwitch = "switch"
  /// The same round trip with both tasks on `AsyncTestScheduler`'s executor, which the cells
  /// whose checksum depends on interleaving use.
  case testSwitch = "switch-test"
  /// An `AsyncStream` whose sender yields after every element to a consumer on the global
  /// executor: W2's shape with the standard library's stream in place of a subject.
  case stream
  /// An `AsyncStream` filled without yielding and drained by its consumer in batches.
  case streamBatch = "stream-batch"
  /// A one-element sequence returned as `any AsyncSequence` and iterated: a subscription's
  /// existential box, iterator and two `next()` calls, with no operator.
  case existential

  /// The cell that measures this floor, such as `R/runtime:switch`.
  var cellName: String { CellResult.name(chain: Chain.runtime.id, style: .runtime, variant: rawValue) }
}

/// The constants the chains share, so that every style computes exactly the same thing.
enum Workload {
  /// W3: elements in each inner sequence (`outer * 10 ..< outer * 10 + 10`).
  static let innerCount = 10
  /// W7: subscribers of the one subject.
  static let subscriberCount = 100
  /// W6: the debounce window, in virtual ticks.
  static let debounceTicks = 5
  /// W6: events arrive in bursts of this many, one tick apart…
  static let burstLength = 4
  /// …and bursts start this many ticks apart, so only each burst's last event survives.
  static let burstSpacing = 20
  /// W6: the virtual time of the first event (after `TestScheduler.start`'s subscription at 200).
  static let firstEventTime = 300

  /// W6: the virtual time of event `index`.
  static func eventTime(_ index: Int) -> Int {
    firstEventTime + (index / burstLength) * burstSpacing + index % burstLength
  }

  /// W6: when the source of `count` events completes — a whole burst spacing after the last event,
  /// outside its debounce window, so the last event counts in every style whatever its debounce does
  /// on completion (RxSwift emits the pending value, ReactiveSwift drops it by default).
  static func completionTime(_ count: Int) -> Int {
    eventTime(count - 1) + burstSpacing
  }
}
