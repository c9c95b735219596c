// Exercise async-hex-color-tests: the three testing patterns on the hex colour's view model.
// Read: Documentation/Patterns/Sink.md, Documentation/Patterns/BlockingFirst.md,
// Documentation/Patterns/InjectedScheduler.md and Documentation/Apps/HexColor.md
// Check: swift run exercises check async-hex-color-tests
import AsyncStyle
import AsyncStyleTestKit
import Showcase

/// The body of a sink test, up to its assertion: record the view model's `colorName`
/// (`scheduler.record`), plan each text of `typing` at its tick (`scheduler.schedule(at:)`, then
/// `hexString.send`), advance to 1000, cancel the recorder, let the scheduler settle and return
/// what the recorder holds.
public func namesTyped(
  _ typing: [(time: Int, text: String)], viewModel: AsyncHexColorViewModel, scheduler: AsyncTestScheduler
) -> [AsyncRecorded<String, Never>] {
  // TODO: your code here, in place of the line below.
  return []
}

/// The body of a blocking-first test: type `hex` (`hexString.send`), then read the colour the
/// view model shows by blocking on the first element of `color` (`blockingFirst()`).
public func colorShown(forHex hex: String, viewModel: AsyncHexColorViewModel) throws -> RGBColor? {
  // TODO: your code here, in place of the line below.
  return nil
}

/// The body of an injected-clock test: plan each text of `typing` at its tick, then let the
/// scheduler iterate `colorName` from `subscribed` and cancel at `cancelled`
/// (`scheduler.start(created: 0, subscribed:cancelled:)`), let it settle and return what was
/// recorded.
public func namesBetween(
  subscribed: Int, cancelled: Int, typing: [(time: Int, text: String)], viewModel: AsyncHexColorViewModel,
  scheduler: AsyncTestScheduler
) -> [AsyncRecorded<String, Never>] {
  // TODO: your code here, in place of the line below.
  return []
}
