import Dispatch
import Foundation
import StyleInternals
import Synchronization

/// Runs work on the main thread: at once when called on the main queue with nothing of its own
/// queued, otherwise on the main queue.
///
/// Running at once keeps UI updates synchronous when events already arrive on the main thread;
/// the "nothing queued" check keeps the order of work that is already waiting. Where it runs is
/// decided by the main queue's marker, a read per value, not by `Thread.isMainThread` (about a
/// microsecond on Linux); it is also right where another thread drains the main queue. Each instance
/// counts its own queued work, which is why every `Driver` gets its own `MainScheduler`: an
/// event sent from inside one Driver's delivery still reaches another Driver at once.
///
/// On Linux the main queue runs only while something drives it (`dispatchMain()`, the main run
/// loop, or a blocking `toBlocking()` call on the main thread).
///
/// In tests, run code that reaches for `MainScheduler.instance` on a test scheduler with
/// ``withScheduler(_:operation:)``:
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// MainScheduler.withScheduler(scheduler) {
///   let viewModel = SearchViewModel()  // uses MainScheduler.instance inside
///   …
///   scheduler.start()
/// }
/// ```
// Safety: the queued-work counter is atomic; the rest is immutable.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  private let queuedCount = Atomic<Int>(0)
  private let replacement: (any SchedulerType)?

  /// Creates a main-thread scheduler with its own count of queued work.
  ///
  /// Unlike ``instance`` it ignores ``withScheduler(_:operation:)``.
  public init() {
    replacement = nil
    super.init(serialQueue: .main)
  }

  private init(replacement: any SchedulerType) {
    self.replacement = replacement
    super.init(serialQueue: .main)
  }

  /// The shared main-thread scheduler, or, inside ``withScheduler(_:operation:)``, one that
  /// forwards all work to the scheduler given there.
  ///
  /// A value read inside the scope keeps forwarding after the scope ends, so a view model that
  /// stores `MainScheduler.instance` in its initialiser stays on the test scheduler.
  public static var instance: MainScheduler { current ?? shared }

  /// A main-thread scheduler that always queues its work on the main queue, even when called on
  /// the main thread (so the work runs after the current call returns). Inside
  /// ``withScheduler(_:operation:)``, forwards to the scheduler given there.
  public static var asyncInstance: SerialDispatchQueueScheduler { current ?? sharedAsync }

  private static let shared = MainScheduler()
  private static let sharedAsync = SerialDispatchQueueScheduler(serialQueue: .main)

  @TaskLocal private static var current: MainScheduler?

  /// Whether ``withScheduler(_:operation:)`` replaces the main scheduler here.
  static var isReplaced: Bool { current != nil }

  /// Runs `operation` with ``instance`` and ``asyncInstance`` forwarding all work to
  /// `scheduler`, typically a `TestScheduler`.
  ///
  /// The replacement is bound to the current task (or, outside any task, to the current
  /// thread) for the duration of `operation`, so tests running in parallel, each in its own
  /// scope, do not see each other's scheduler. Work scheduled "now" goes to `scheduler` like any
  /// other, so with a `TestScheduler` that simulates the processing delay it runs one tick later,
  /// as `SharingScheduler.mock(scheduler:)` does for Drivers.
  /// - Returns: what `operation` returns.
  public static func withScheduler<Result>(
    _ scheduler: any SchedulerType, operation: () throws -> Result
  ) rethrows -> Result {
    try $current.withValue(MainScheduler(replacement: scheduler), operation: operation)
  }

  /// The `async` form of ``withScheduler(_:operation:)``, for Swift Testing and `async` tests.
  public static func withScheduler<Result>(
    _ scheduler: any SchedulerType, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $current.withValue(MainScheduler(replacement: scheduler), operation: operation, isolation: isolation)
  }

  /// Traps unless called on the main queue (or while `instance` is replaced by a test
  /// scheduler, whose work runs on the test's thread).
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    guard current == nil else { return }
    precondition(MainQueue.isCurrent, errorMessage ?? "Executing on a background thread. Please use the main thread.")
  }

  /// Traps unless called on the main thread, or on the main queue where another thread drains it.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    precondition(MainQueue.isCurrent, errorMessage ?? "Running on a background thread. Please use the main thread.")
  }

  /// The wall-clock time, or the replacement's time.
  public override var now: RxTime { replacement?.now ?? Date() }

  /// Runs `action` at once when on the main queue with nothing of this scheduler's queued;
  /// otherwise queues it on the main queue.
  @preconcurrency public override func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    if let replacement { return replacement.schedule(state, action: action) }
    let queuedBefore = queuedCount.add(1, ordering: .acquiringAndReleasing).oldValue
    if queuedBefore == 0, MainQueue.isCurrent {
      defer { queuedCount.subtract(1, ordering: .acquiringAndReleasing) }
      return action(state)
    }
    let result = SingleAssignmentDisposable()
    let counter = self
    DispatchQueue.main.async {
      if !result.isDisposed { result.setDisposable(action(state)) }
      counter.queuedCount.subtract(1, ordering: .acquiringAndReleasing)
    }
    return result
  }

  /// Runs `action` on the main queue after `dueTime`, or on the replacement.
  @preconcurrency public override func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    if let replacement { return replacement.scheduleRelative(state, dueTime: dueTime, action: action) }
    return super.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main queue after `startAfter` and every `period`, or on the replacement.
  @preconcurrency public override func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    if let replacement {
      return replacement.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
    return super.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
