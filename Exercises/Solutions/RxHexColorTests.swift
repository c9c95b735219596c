// Exercise rx-hex-color-tests: the three testing patterns on the hex colour's view model.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/HexColor.md
// Check: swift run exercises check rx-hex-color-tests
import RxStyle
import RxStyleBlocking
import RxStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: subscribe a recorder (`scheduler.createObserver`)
/// to the view model's `colorName`, plan each text of `typing` at its time
/// (`scheduler.scheduleAt`, then `hexString.accept`), run the scheduler and return what the
/// recorder holds.
public func namesTyped(
  _ typing: [(time: TestTime, text: String)], viewModel: RxHexColorViewModel, scheduler: TestScheduler
) -> [Recorded<Event<String>>] {
  // EXERCISE BEGIN (stub: return [])
  let sink = scheduler.createObserver(String.self)
  let subscription = viewModel.colorName.asObservable().subscribe(sink)
  for (time, text) in typing {
    scheduler.scheduleAt(time) { viewModel.hexString.accept(text) }
  }
  scheduler.start()
  subscription.dispose()
  return sink.events
  // EXERCISE END
}

/// The body of a blocking-first test: type `hex` (`hexString.accept`), then read the colour the
/// view model shows by blocking on the first element of `color` (with a timeout of a second).
public func colorShown(forHex hex: String, viewModel: RxHexColorViewModel) throws -> RGBColor? {
  // EXERCISE BEGIN (stub: return nil)
  viewModel.hexString.accept(hex)
  return try viewModel.color.asObservable().toBlocking(timeout: 1).first()
  // EXERCISE END
}

/// The body of an injected-scheduler test: plan each text of `typing` at its time, then let the
/// test scheduler subscribe to `colorName` at `subscribed` and dispose at `disposed`
/// (`scheduler.start(created: 0, subscribed:disposed:)`); return what was recorded.
public func namesBetween(
  subscribed: TestTime, disposed: TestTime, typing: [(time: TestTime, text: String)],
  viewModel: RxHexColorViewModel, scheduler: TestScheduler
) -> [Recorded<Event<String>>] {
  // EXERCISE BEGIN (stub: return [])
  for (time, text) in typing {
    scheduler.scheduleAt(time) { viewModel.hexString.accept(text) }
  }
  let sink = scheduler.start(created: 0, subscribed: subscribed, disposed: disposed) { viewModel.colorName }
  return sink.events
  // EXERCISE END
}
