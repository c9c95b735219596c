import BenchmarkKit
import Dispatch
import Synchronization

/// One chain written in one style: a closure that runs the chain at a size and returns its checksum.
struct BenchmarkCase {
  let chain: Chain
  let style: Style
  let variant: String?
  /// Untimed work before the first run at a size, such as building the floors' input array.
  let prepare: ((Int) -> Void)?
  /// The name of the runtime floor the case pays per element, such as `R/runtime:switch`.
  var runtimeFloor: String? = nil
  let body: (Int) -> Int

  var name: String { CellResult.name(chain: chain.id, style: style, variant: variant) }
}

/// A file of cases for one style (or the floors).
protocol BenchmarkSuite {
  func register(in registry: inout Registry)
}

/// Every case the executable knows, in registration order.
struct Registry {
  private(set) var cases: [BenchmarkCase] = []

  mutating func register(_ suite: some BenchmarkSuite) {
    suite.register(in: &self)
  }

  /// Adds `chain` in `style`; `body` receives the size and returns the checksum. `floor` names
  /// the runtime floor the case is read against.
  mutating func add(
    _ chain: Chain, _ style: Style, variant: String? = nil, floor: RuntimeFloor? = nil,
    prepare: ((Int) -> Void)? = nil, _ body: @escaping (Int) -> Int
  ) {
    let added = BenchmarkCase(
      chain: chain, style: style, variant: variant, prepare: prepare, runtimeFloor: floor?.cellName, body: body)
    precondition(!cases.contains { $0.name == added.name }, "two cases are named \(added.name)")
    cases.append(added)
  }
}

extension Registry {
  /// Adds an `async` case: each run waits for `body` on a detached task, so the bridge costs a
  /// task and a semaphore per run, not per element.
  mutating func add(
    _ chain: Chain, _ style: Style, variant: String? = nil, floor: RuntimeFloor? = nil,
    prepare: ((Int) -> Void)? = nil, async body: @escaping @Sendable (Int) async -> Int
  ) {
    add(chain, style, variant: variant, floor: floor, prepare: prepare) { n in waitFor { await body(n) } }
  }
}

/// Runs `body` on a detached task and blocks the calling thread until it returns.
private func waitFor(_ body: @escaping @Sendable () async -> Int) -> Int {
  let result = AsyncResult()
  let done = DispatchSemaphore(value: 0)
  Task.detached {
    result.value.store(await body(), ordering: .relaxed)
    done.signal()
  }
  done.wait()
  return result.value.load(ordering: .relaxed)
}

/// Carries an async case's checksum back to the waiting thread (the semaphore orders the accesses).
private final class AsyncResult: Sendable {
  let value = Atomic<Int>(0)
}
