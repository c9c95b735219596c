// Exercise producer-lights-tests: the three testing patterns on the lights use case.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/Lights.md
// Check: swift run exercises check producer-lights-tests
import Foundation
import ProducerStyle
import ProducerStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: record the use case's `areAllLightsOff()` with
/// an `EventRecorder` stamped by `scheduler`, plan each toggle of `toggles` at its time (seconds
/// from the start date; start `toggleLight(withId:)` then), run the scheduler, and return what
/// the recorder holds before disposing it (the query never ends).
public func allOffAfterToggles(
  _ toggles: [(time: TimeInterval, id: Int)], useCase: ProducerLightsUseCase, scheduler: TestScheduler
) -> [Recorded<Bool, LightsError>] {
  // TODO: your code here, in place of the line below.
  return []
}

/// The body of a blocking-first test: the identifiers of the lights that `queryLightsWithState()`
/// joins with a state, or the query's error: start it and block for its first event (`first()`).
public func lightIds(of useCase: ProducerLightsUseCase) -> Result<[Int], LightsError>? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-scheduler test: plan each toggle of `toggles` on the test scheduler,
/// advance it to `subscribed`, record `areAllLightsOff()` from there, advance to `disposed` and
/// dispose the recorder; return what was recorded. Times are seconds from the start date.
public func allOffBetween(
  subscribed: TimeInterval, disposed: TimeInterval, toggles: [(time: TimeInterval, id: Int)],
  useCase: ProducerLightsUseCase, scheduler: TestScheduler
) -> [Recorded<Bool, LightsError>] {
  // TODO: your code here, in place of the line below.
  return []
}
