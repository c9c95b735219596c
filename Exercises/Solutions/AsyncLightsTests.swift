// Exercise async-lights-tests: the three testing patterns on the lights use case.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/Lights.md
// Check: swift run exercises check async-lights-tests
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: record the use case's `areAllLightsOff()`
/// (`scheduler.record`), plan each toggle of `toggles` at its tick (`scheduler.schedule(at:)`,
/// spawning a task there that awaits `toggleLight(withId:)`), advance to 1000, cancel the
/// recorder (the query never ends), let the scheduler settle and return what it holds.
public func allOffAfterToggles(
  _ toggles: [(time: Int, id: Int)], useCase: AsyncLightsUseCase, scheduler: AsyncTestScheduler
) -> [AsyncRecorded<Bool, any Error>] {
  // EXERCISE BEGIN (stub: return [])
  let allOff = scheduler.record(useCase.areAllLightsOff())
  for (time, id) in toggles {
    scheduler.schedule(at: time) { _ = scheduler.spawn { try? await useCase.toggleLight(withId: id) } }
  }
  scheduler.advance(to: 1000)
  allOff.cancel()
  scheduler.runUntilIdle()
  return allOff.events
  // EXERCISE END
}

/// The body of a blocking-first test: the identifiers of the lights that `queryLightsWithState()`
/// joins with a state, read by blocking on its first element (`blockingFirst()`); a failure of
/// the query is thrown.
public func lightIds(of useCase: AsyncLightsUseCase) throws -> [Int]? {
  // EXERCISE BEGIN (stub: return nil)
  return try useCase.queryLightsWithState().map { $0.map(\.light.id) }.blockingFirst()
  // EXERCISE END
}

/// The body of an injected-clock test: plan each toggle of `toggles` at its tick, then let the
/// scheduler iterate `areAllLightsOff()` from `subscribed` and cancel at `cancelled`
/// (`scheduler.start(created: 0, subscribed:cancelled:)`), let it settle and return what was
/// recorded.
public func allOffBetween(
  subscribed: Int, cancelled: Int, toggles: [(time: Int, id: Int)], useCase: AsyncLightsUseCase,
  scheduler: AsyncTestScheduler
) -> [AsyncRecorded<Bool, any Error>] {
  // EXERCISE BEGIN (stub: return [])
  for (time, id) in toggles {
    scheduler.schedule(at: time) { _ = scheduler.spawn { try? await useCase.toggleLight(withId: id) } }
  }
  let sink = scheduler.start(created: 0, subscribed: subscribed, cancelled: cancelled) { useCase.areAllLightsOff() }
  scheduler.runUntilIdle()
  return sink.events
  // EXERCISE END
}
