import AsyncStyle
import AsyncStyleTest

// The scenarios of `VirtualTimeScenarios.swift` written as async tests are: the test awaits the
// model and the clock instead of scheduling inputs on the scheduler.

/// A `@MainActor` model whose async `load()` starts a `Task {}` that waits a second on the clock.
@MainActor final class FeatureModel<C: Clock<Duration>> {
  private(set) var names: [String] = []
  private let clock: C
  private var loading: Task<Void, Never>?

  init(clock: C) {
    self.clock = clock
  }

  func load() async {
    loading = Task {
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        return
      }
      names = ["a", "b"]
    }
  }
}

/// The `@MainActor` search model typed at by an async test that awaits each keystroke.
func runAwaitingMainActorScenario() async -> [String] {
  await AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let clock = scheduler.clock
    let model = await MainActorSearchModel(clock: clock, output: timedOutput(scheduler, into: log))
    for (tick, query) in searchTyping {
      await clock.advance(to: scheduler.instant(atTick: tick))
      await model.search(query)
    }
    await clock.advance(to: scheduler.instant(atTick: 5000))
    return log.entries
  }
}

/// The `Task {}`-per-query model typed at by an async test.
func runAwaitingTaskPerQueryScenario() async -> [String] {
  await AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let clock = scheduler.clock
    let model = TaskPerQuerySearch(clock: clock, output: timedOutput(scheduler, into: log))
    for (tick, query) in searchTyping {
      await clock.advance(to: scheduler.instant(atTick: tick))
      model.search(query)
    }
    await clock.run()
    return log.entries
  }
}

/// The detached pump typed at by an async test, then finished at 3000.
func runAwaitingDetachedPumpScenario() async -> [String] {
  await AsyncTestScheduler.withVirtualTime { scheduler in
    let log = Log()
    let clock = scheduler.clock
    let model = DetachedPumpSearch(clock: clock, output: timedOutput(scheduler, into: log))
    for (tick, query) in searchTyping {
      await clock.advance(to: scheduler.instant(atTick: tick))
      model.search(query)
    }
    await clock.advance(to: scheduler.instant(atTick: 3000))
    model.finish()
    await clock.advance(to: scheduler.instant(atTick: 5000))
    return log.entries
  }
}
