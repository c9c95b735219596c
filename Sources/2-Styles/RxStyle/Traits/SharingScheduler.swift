/// Chooses the scheduler that `Driver` and `Signal` deliver on.
///
/// By default each Driver or Signal gets its own `MainScheduler` (so one delivering inside
/// another's delivery still runs at once on the main thread); inside
/// `MainScheduler.withScheduler(_:operation:)` they use the scheduler given there. Tests replace
/// it with ``mock(scheduler:action:)``:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// SharingScheduler.mock(scheduler: scheduler) {
///   let viewModel = HexColorViewModel(hexString: input.asObservable())
///   let observer = scheduler.start { viewModel.color.asObservable() }
///   …
/// }
/// ```
public enum SharingScheduler {
  /// Makes the scheduler for a new Driver or Signal.
  public static var make: @Sendable () -> any SchedulerType {
    if let mocked = mockedMake { return mocked }
    return { MainScheduler.isReplaced ? MainScheduler.instance : MainScheduler() }
  }

  @TaskLocal private static var mockedMake: (@Sendable () -> any SchedulerType)?

  /// Runs `action` with every Driver and Signal created inside it delivering on `scheduler`.
  ///
  /// Unlike RxCocoa's, the replacement is bound to the current task (or thread) for the duration
  /// of `action`, not set globally, so tests running in parallel do not see each other's
  /// scheduler.
  /// - Returns: what `action` returns.
  public static func mock<Result>(scheduler: any SchedulerType, action: () throws -> Result) rethrows -> Result {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with every Driver and Signal created inside it delivering on the scheduler
  /// `makeScheduler` returns.
  @preconcurrency public static func mock<Result>(
    makeScheduler: @escaping @Sendable () -> any SchedulerType, action: () throws -> Result
  ) rethrows -> Result {
    try $mockedMake.withValue(makeScheduler, operation: action)
  }

  /// The `async` form of ``mock(scheduler:action:)``.
  public static func mock<Result>(
    scheduler: any SchedulerType, isolation: isolated (any Actor)? = #isolation, action: () async throws -> Result
  ) async rethrows -> Result {
    try await $mockedMake.withValue({ scheduler }, operation: action, isolation: isolation)
  }
}
