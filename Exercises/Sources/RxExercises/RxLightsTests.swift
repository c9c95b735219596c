// Exercise rx-lights-tests: the three testing patterns on the lights use case.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/Lights.md
// Check: swift run exercises check rx-lights-tests
import RxStyle
import RxStyleBlocking
import RxStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: subscribe a recorder to the use case's
/// `areAllLightsOff()`, plan each toggle of `toggles` at its time (`scheduler.scheduleAt`, then
/// subscribe to `toggleLight(withId:)`), run the scheduler and return what the recorder holds.
public func allOffAfterToggles(
  _ toggles: [(time: TestTime, id: Int)], useCase: RxLightsUseCase, scheduler: TestScheduler
) -> [Recorded<Event<Bool>>] {
  // TODO: your code here, in place of the line below.
  return []
}

/// The body of a blocking-first test: the identifiers of the lights that `queryLightsWithState()`
/// joins with a state, read by blocking on its first element; a failure of the query is thrown.
public func lightIds(of useCase: RxLightsUseCase) throws -> [Int]? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-scheduler test: plan each toggle of `toggles` at its time, then let the
/// test scheduler subscribe to `areAllLightsOff()` at `subscribed` and dispose at `disposed`
/// (`scheduler.start(created: 0, subscribed:disposed:)`); return what was recorded.
public func allOffBetween(
  subscribed: TestTime, disposed: TestTime, toggles: [(time: TestTime, id: Int)], useCase: RxLightsUseCase,
  scheduler: TestScheduler
) -> [Recorded<Event<Bool>>] {
  // TODO: your code here, in place of the line below.
  return []
}
