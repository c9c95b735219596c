import AsyncStyle
import AsyncStyleTest
import Showcase
import Testing

/// One test of the `@MainActor` library picker that starts its own tasks, written three ways, each
/// run 200 times: with the test scheduler alone, yielding until the work has probably settled, and
/// inside `AsyncTestScheduler.withVirtualTime`. Only the last is deterministic; the test prints how
/// many runs of each passed and fails unless the last passed every time.
@MainActor @Suite(.enabled(if: AsyncTestScheduler.isVirtualTimeScopeSupported))
struct AsyncLegacyLibraryPickerThreeWaysTests {
  @Test func sameTestThreeWays_countsPassesInTwoHundredRuns() async {
    var yielding = 0
    for _ in 0..<200 where await passesYieldingUntilSettled() { yielding += 1 }
    var scope = 0
    for _ in 0..<200 where passesInAVirtualTimeScope() { scope += 1 }
    // Last: the main-actor tasks these runs leave queued run only when this test awaits again.
    var alone = 0
    for _ in 0..<200 where passesWithTheSchedulerAlone() { alone += 1 }
    print(
      "Library picker, Task per tap, passes in 200 runs: scheduler alone \(alone), "
        + "yielding until settled \(yielding), virtual-time scope \(scope)")
    #expect(scope == 200)
  }
}

// snippet: three-ways-story
/// Taps at 100 and 200 ms, a 300 ms debounce, a 500 ms service: whether the view model is loading
/// from 500 ms (not before) and shows the library at 1000 ms.
@MainActor func tapStoryHolds(on scheduler: AsyncTestScheduler) -> Bool {
  let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
  let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: scheduler.clock)
  scheduler.schedule(at: 100) { viewModel.didTapButton() }
  scheduler.schedule(at: 200) { viewModel.didTapButton() }
  scheduler.advance(to: 499)
  let quietUntil500 = !viewModel.isLoading
  scheduler.advance(to: 500)
  let loadingFrom500 = viewModel.isLoading
  scheduler.advance(to: 1000)
  return quietUntil500 && loadingFrom500 && viewModel.text == "Library name: Swift concurrency"
    && !viewModel.isLoading
}
// end snippet

// snippet: three-ways-scheduler-alone
@MainActor func passesWithTheSchedulerAlone() -> Bool {
  tapStoryHolds(on: AsyncTestScheduler())
}
// end snippet

// snippet: three-ways-virtual-time-scope
@MainActor func passesInAVirtualTimeScope() -> Bool {
  AsyncTestScheduler.withVirtualTime { scheduler in tapStoryHolds(on: scheduler) }
}
// end snippet

// snippet: three-ways-yield-until-settled
@MainActor func passesYieldingUntilSettled() async -> Bool {
  let scheduler = AsyncTestScheduler()
  let service = simulatedService(latency: .milliseconds(500), scheduler: scheduler)
  let viewModel = AsyncLegacyLibraryPickerViewModel(webService: service, clock: scheduler.clock)
  scheduler.advance(to: 100)
  viewModel.didTapButton()
  await yieldUntilSettled()
  scheduler.advance(to: 200)
  viewModel.didTapButton()
  await yieldUntilSettled()
  scheduler.advance(to: 499)
  await yieldUntilSettled()
  let quietUntil500 = !viewModel.isLoading
  scheduler.advance(to: 500)
  await yieldUntilSettled()
  let loadingFrom500 = viewModel.isLoading
  scheduler.advance(to: 1000)
  await yieldUntilSettled()
  return quietUntil500 && loadingFrom500 && viewModel.text == "Library name: Swift concurrency"
    && !viewModel.isLoading
}

/// Lets the other tasks run for a while, hoping that whatever was started has reached its next
/// suspension by then.
func yieldUntilSettled() async {
  for _ in 0..<20 {
    await Task.detached(priority: .background) { await Task.yield() }.value
  }
}
// end snippet
