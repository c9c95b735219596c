import AsyncStyle
import AsyncStyleTest

/// A search view model written inline with `clock.sleep`: each query waits 300 ms of quiet
/// (a hand-made debounce), then calls a service that takes 100 ms on the same clock; a query
/// "fail" makes the service throw. Results and errors come out as strings.
final class SearchModel: Sendable {
  let results: AsyncStream<String>
  private let output: AsyncStream<String>.Continuation
  let queries: AsyncStream<String>.Continuation
  private let input: AsyncStream<String>

  init() {
    (results, output) = AsyncStream.makeStream(of: String.self)
    (input, queries) = AsyncStream.makeStream(of: String.self)
  }

  /// Reacts to queries until the input finishes; runs on the caller's executor.
  func run(clock: some Clock<Duration>) async {
    var pending: Task<Void, Never>?
    for await query in input {
      pending?.cancel()
      pending = Task.inheritingExecutor { [output] in
        do {
          try await clock.sleep(for: .milliseconds(300))
          output.yield(try await Self.search(query, clock: clock))
        } catch is CancellationError {
          return
        } catch {
          output.yield("error: \(error)")
        }
      }
    }
    await pending?.value
    output.finish()
  }

  private static func search(_ query: String, clock: some Clock<Duration>) async throws -> String {
    try await clock.sleep(for: .milliseconds(100))
    if query == "fail" { throw SearchError.unavailable }
    return "results for \(query)"
  }
}

enum SearchError: Error {
  case unavailable
}

/// Types quickly, pauses, fails once, and finishes; returns what the model produced.
func runSearchScenario() -> [AsyncRecorded<String, Never>] {
  let scheduler = AsyncTestScheduler()
  let model = SearchModel()
  let recorder = scheduler.record(model.results)
  let clock = scheduler.clock
  scheduler.spawn { await model.run(clock: clock) }
  let typing: [(Int, String)] = [
    (100, "s"), (200, "sw"), (300, "swi"), (1000, "swift"), (1250, "swiftu"), (2000, "fail"), (2450, "rx"),
  ]
  for (tick, query) in typing {
    scheduler.schedule(at: tick) { model.queries.yield(query) }
  }
  scheduler.schedule(at: 3000) { model.queries.finish() }
  scheduler.advance(to: 5000)
  return recorder.events
}

/// What ``runSearchScenario()`` must record: a result 400 ms after each pause in typing.
let expectedSearchEvents: [AsyncRecorded<String, Never>] = [
  .next(700, "results for swi"),
  .next(1650, "results for swiftu"),
  .next(2400, "error: unavailable"),
  .next(2850, "results for rx"),
  .completed(3000),
]
