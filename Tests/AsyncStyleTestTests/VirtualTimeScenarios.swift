import AsyncStyle
import AsyncStyleTest
import StyleInternals

// Code written the way most apps write it, which starts its own tasks: the subjects of the
// `withVirtualTime` tests. Each search waits 300 ms of quiet, then asks a service that takes 100 ms
// on the same clock; the query "fail" makes the service throw.

/// The service every model asks.
func fetchResults(for query: String, clock: some Clock<Duration>) async throws -> String {
  try await clock.sleep(for: .milliseconds(100))
  if query == "fail" { throw SearchError.unavailable }
  return "results for \(query)"
}

/// A plain `Task {}` per query, cancelling the previous one.
final class TaskPerQuerySearch<C: Clock<Duration>>: Sendable {
  private let clock: C
  private let output: @Sendable (String) -> Void
  private let pending = Lock<Task<Void, Never>?>(nil)

  init(clock: C, output: @escaping @Sendable (String) -> Void) {
    self.clock = clock
    self.output = output
  }

  func search(_ query: String) {
    let task = Task { [clock, output] in
      do {
        try await clock.sleep(for: .milliseconds(300))
        output(try await fetchResults(for: query, clock: clock))
      } catch is CancellationError {
        return
      } catch {
        output("error: \(error)")
      }
    }
    let previous = pending.withLock { pending in
      defer { pending = task }
      return pending
    }
    previous?.cancel()
  }
}

/// A detached pump started in `init`, debouncing the queries with the library's `debounce`.
final class DetachedPumpSearch<C: Clock<Duration>>: Sendable {
  private let queries: AsyncStream<String>.Continuation
  private let pump: Task<Void, Never>

  init(clock: C, output: @escaping @Sendable (String) -> Void) {
    let (stream, queries) = AsyncStream.makeStream(of: String.self)
    self.queries = queries
    pump = Task.detached {
      for await query in stream.debounce(for: .milliseconds(300), clock: clock) {
        do {
          output(try await fetchResults(for: query, clock: clock))
        } catch {
          output("error: \(error)")
        }
      }
      output("finished")
    }
  }

  deinit {
    pump.cancel()
  }

  func search(_ query: String) { queries.yield(query) }

  func finish() { queries.finish() }
}

/// A `@MainActor` view model with a loading flag and a `Task {}` per query.
@MainActor final class MainActorSearchModel<C: Clock<Duration>> {
  private(set) var isLoading = false {
    didSet { if isLoading != oldValue { output("loading \(isLoading)") } }
  }
  private(set) var results: [String] = []
  private let clock: C
  private let output: @Sendable (String) -> Void
  private var pending: Task<Void, Never>?

  init(clock: C, output: @escaping @Sendable (String) -> Void) {
    self.clock = clock
    self.output = output
  }

  func search(_ query: String) {
    pending?.cancel()
    pending = Task {
      do {
        try await clock.sleep(for: .milliseconds(300))
      } catch {
        return
      }
      isLoading = true
      let text: String
      do {
        text = try await fetchResults(for: query, clock: clock)
      } catch is CancellationError {
        return
      } catch {
        text = "error: \(error)"
      }
      MainActor.shared.preconditionIsolated()
      results.append(text)
      output(text)
      isLoading = false
    }
  }
}

/// Typing quickly, pausing, failing once, and stopping: query times in ticks of 1 ms.
let searchTyping: [(tick: Int, query: String)] = [
  (100, "s"), (200, "sw"), (300, "swi"), (1000, "swift"), (1250, "swiftu"), (2000, "fail"), (2450, "rx"),
]

/// What the `Task {}` and detached-pump models output, with the tick of each output.
let expectedSearchOutputs = [
  "700 results for swi", "1650 results for swiftu", "2400 error: unavailable", "2850 results for rx",
]

/// What the `@MainActor` model outputs: its loading flag around each answer.
let expectedMainActorOutputs = [
  "600 loading true", "700 results for swi", "700 loading false",
  "1550 loading true", "1650 results for swiftu", "1650 loading false",
  "2300 loading true", "2400 error: unavailable", "2400 loading false",
  "2750 loading true", "2850 results for rx", "2850 loading false",
]

/// Outputs stamped with the scheduler's tick at the moment they happen.
func timedOutput(_ scheduler: AsyncTestScheduler, into log: Log) -> @Sendable (String) -> Void {
  { log.append("\(scheduler.currentTick) \($0)") }
}

/// The `Task {}`-per-query model typed at, inside a scope.
func runTaskPerQueryScenario() -> [String] {
  AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let model = TaskPerQuerySearch(clock: scheduler.clock, output: timedOutput(scheduler, into: log))
    for (tick, query) in searchTyping { scheduler.schedule(at: tick) { model.search(query) } }
    scheduler.advance(to: 5000)
    return log.entries
  }
}

/// The detached pump typed at and finished at 3000, inside a scope.
func runDetachedPumpScenario() -> [String] {
  AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let model = DetachedPumpSearch(clock: scheduler.clock, output: timedOutput(scheduler, into: log))
    for (tick, query) in searchTyping { scheduler.schedule(at: tick) { model.search(query) } }
    scheduler.schedule(at: 3000) { model.finish() }
    scheduler.advance(to: 5000)
    return log.entries
  }
}

/// The `@MainActor` model typed at, inside a scope; also checks its flag between outputs.
func runMainActorScenario() -> [String] {
  AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let model = MainActor.assumeIsolated {
      MainActorSearchModel(clock: scheduler.clock, output: timedOutput(scheduler, into: log))
    }
    for (tick, query) in searchTyping {
      scheduler.schedule(at: tick) { MainActor.assumeIsolated { model.search(query) } }
    }
    scheduler.advance(to: 650)
    if !MainActor.assumeIsolated({ model.isLoading }) { log.append("not loading at 650") }
    scheduler.advance(to: 5000)
    return log.entries
  }
}

/// Structured children, a task group, a detached task with a task of its own and a hop to the main
/// actor, started by one plain task.
func runNestedTasksScenario() -> [String] {
  AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let clock = scheduler.clock
    let note = timedOutput(scheduler, into: log)
    Task {
      note("start")
      Task.detached {
        try await clock.sleep(for: .milliseconds(20))
        note("detached")
        Task {
          try await clock.sleep(for: .milliseconds(5))
          note("nested")
        }
      }
      async let first: Void = sleepThenNote("a", after: 100, clock: clock, note: note)
      async let second: Void = sleepThenNote("b", after: 50, clock: clock, note: note)
      await withTaskGroup(of: Void.self) { group in
        group.addTask { await sleepThenNote("g1", after: 30, clock: clock, note: note) }
        group.addTask { await sleepThenNote("g2", after: 60, clock: clock, note: note) }
      }
      _ = await (first, second)
      note("joined")
      await MainActor.run { MainActor.assumeIsolated { note("main") } }
    }
    scheduler.run()
    return log.entries
  }
}

let expectedNestedTasksOutputs = [
  "0 start", "20 detached", "25 nested", "30 g1", "50 b", "60 g2", "100 a", "100 joined", "100 main",
]

private func sleepThenNote(
  _ name: String, after milliseconds: Int, clock: TestClock, note: @Sendable (String) -> Void
) async {
  try? await clock.sleep(for: .milliseconds(milliseconds))
  note(name)
}
