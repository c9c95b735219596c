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
  // EXERCISE BEGIN (stub: return [])
  let bag = DisposeBag()
  let allOff = scheduler.createObserver(Bool.self)
  useCase.areAllLightsOff().subscribe(allOff).disposed(by: bag)
  for (time, id) in toggles {
    scheduler.scheduleAt(time) { useCase.toggleLight(withId: id).subscribe().disposed(by: bag) }
  }
  scheduler.start()
  return allOff.events
  // EXERCISE END
}

/// The body of a blocking-first test: the identifiers of the lights that `queryLightsWithState()`
/// joins with a state, read by blocking on its first element; a failure of the query is thrown.
public func lightIds(of useCase: RxLightsUseCase) throws -> [Int]? {
  // EXERCISE BEGIN (stub: return nil)
  return try useCase.queryLightsWithState().map { $0.map(\.light.id) }.toBlocking().first()
  // EXERCISE END
}

/// The body of an injected-scheduler test: plan each toggle of `toggles` at its time, then let the
/// test scheduler subscribe to `areAllLightsOff()` at `subscribed` and dispose at `disposed`
/// (`scheduler.start(created: 0, subscribed:disposed:)`); return what was recorded.
public func allOffBetween(
  subscribed: TestTime, disposed: TestTime, toggles: [(time: TestTime, id: Int)], useCase: RxLightsUseCase,
  scheduler: TestScheduler
) -> [Recorded<Event<Bool>>] {
  // EXERCISE BEGIN (stub: return [])
  let bag = DisposeBag()
  for (time, id) in toggles {
    scheduler.scheduleAt(time) { useCase.toggleLight(withId: id).subscribe().disposed(by: bag) }
  }
  let sink = scheduler.start(created: 0, subscribed: subscribed, disposed: disposed) { useCase.areAllLightsOff() }
  return sink.events
  // EXERCISE END
}
