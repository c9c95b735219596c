import Dispatch
import Foundation
import StyleInternals
import Synchronization

/// A scheduler that runs actions on a serial dispatch queue, with the wall clock as its clock.
///
/// ```swift
/// let background = QueueScheduler(qos: .userInitiated, name: "images")
/// producer.start(on: background).observe(on: QueueScheduler.main).startWithValues { show($0) }
/// ```
///
/// In tests, run code that reaches for ``main`` (or ``UIScheduler``) on a test scheduler with
/// ``withMainScheduler(_:operation:)``.
public final class QueueScheduler: DateScheduler {
  /// The queue the actions run on.
  public let queue: DispatchQueue
  // The repeating timers not cancelled yet: the scheduler keeps them running even when nobody
  // keeps the disposable that cancels them.
  private let timers = Lock((next: 0, running: [Int: any DispatchSourceTimer]()))
  // Inside `withMainScheduler`, the scheduler `main` forwards everything to.
  private let replacement: (any DateScheduler)?

  /// A scheduler for the main queue, or, inside ``withMainScheduler(_:operation:)``, one that
  /// forwards all work to the scheduler given there.
  ///
  /// Its actions run when the main queue is drained (by the app's run loop or `dispatchMain()`),
  /// never synchronously; tests should inject a ``TestScheduler``, or replace this one for their
  /// duration. A value read inside the scope keeps forwarding after the scope ends, so a view model
  /// that stores `QueueScheduler.main` in its initialiser stays on the test scheduler.
  public static var main: QueueScheduler { replacedMain ?? sharedMain }

  private static let sharedMain = QueueScheduler(internalQueue: .main)

  @TaskLocal private static var replacedMain: QueueScheduler?

  /// The scheduler that ``withMainScheduler(_:operation:)`` puts in place of the main queue here.
  static var mainReplacement: (any DateScheduler)? { replacedMain?.replacement }

  init(internalQueue: DispatchQueue) {
    queue = internalQueue
    replacement = nil
  }

  private init(replacement: any DateScheduler) {
    queue = .main
    self.replacement = replacement
  }

  /// Runs `operation` with ``main`` and every ``UIScheduler`` created inside it forwarding all
  /// work to `scheduler`, typically a ``TestScheduler``.
  ///
  /// The replacement is bound to the current task (or, outside any task, to the current thread)
  /// for the duration of `operation`, so tests running in parallel, each in its own scope, do not
  /// see each other's scheduler.
  ///
  /// ```swift
  /// let scheduler = TestScheduler()
  /// QueueScheduler.withMainScheduler(scheduler) {
  ///   let viewModel = SearchViewModel()  // debounces on QueueScheduler.main inside
  ///   scheduler.advance(by: .milliseconds(300))
  /// }
  /// ```
  /// - Parameters:
  ///   - scheduler: where the main queue's work goes instead.
  ///   - operation: the test.
  /// - Returns: what `operation` returns.
  public static func withMainScheduler<Result>(
    _ scheduler: any DateScheduler, operation: () throws -> Result
  ) rethrows -> Result {
    try $replacedMain.withValue(QueueScheduler(replacement: scheduler), operation: operation)
  }

  /// The `async` form of ``withMainScheduler(_:operation:)``, for Swift Testing and `async` tests.
  /// - Parameters:
  ///   - scheduler: where the main queue's work goes instead.
  ///   - isolation: the caller's actor, inherited.
  ///   - operation: the test.
  /// - Returns: what `operation` returns.
  public static func withMainScheduler<Result>(
    _ scheduler: any DateScheduler, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $replacedMain.withValue(
      QueueScheduler(replacement: scheduler), operation: operation, isolation: isolation)
  }

  /// Creates a scheduler on a new serial queue.
  ///
  /// By default the queue has no quality of service of its own (`.unspecified`): each action
  /// runs with that of the code that scheduled it.
  /// - Parameters:
  ///   - qos: the quality of service of the queue.
  ///   - name: the queue's label, shown by debuggers.
  ///   - targeting: a queue the new queue targets, if any.
  public convenience init(
    qos: DispatchQoS = .unspecified, name: String = "ProducerStyle.QueueScheduler", targeting: DispatchQueue? = nil
  ) {
    self.init(internalQueue: DispatchQueue(label: name, qos: qos, target: targeting))
  }

  /// The wall clock's current date, or the replacement's.
  public var currentDate: Date { replacement?.currentDate ?? Date() }

  /// Runs `action` on the queue, after what was scheduled before it.
  /// - Returns: a disposable that cancels the action if it has not started.
  @discardableResult
  @preconcurrency public func schedule(_ action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    if let replacement { return replacement.schedule(action) }
    let cancelled = AnyDisposable()
    queue.async {
      if !cancelled.isDisposed { action() }
    }
    return cancelled
  }

  /// Runs `action` on the queue at `date` (by the wall clock).
  /// - Returns: a disposable that cancels the action if it has not started.
  @discardableResult
  @preconcurrency public func schedule(after date: Date, action: @escaping @Sendable () -> Void) -> (any Disposable)? {
    if let replacement { return replacement.schedule(after: date, action: action) }
    let cancelled = AnyDisposable()
    queue.asyncAfter(wallDeadline: Self.wallTime(date)) {
      if !cancelled.isDisposed { action() }
    }
    return cancelled
  }

  /// Runs `action` on the queue at `date`, then every `interval`, through a dispatch timer.
  ///
  /// The timer keeps firing until the returned disposable is disposed, whether or not the
  /// disposable is kept.
  /// - Returns: a disposable that cancels the timer.
  @discardableResult
  @preconcurrency public func schedule(
    after date: Date, interval: DispatchTimeInterval, leeway: DispatchTimeInterval,
    action: @escaping @Sendable () -> Void
  ) -> (any Disposable)? {
    if let replacement { return replacement.schedule(after: date, interval: interval, leeway: leeway, action: action) }
    precondition(interval.timeInterval >= 0, "QueueScheduler requires a non-negative interval")
    precondition(leeway.timeInterval >= 0, "QueueScheduler requires a non-negative leeway")
    let timer = DispatchSource.makeTimerSource(queue: queue)
    timer.schedule(wallDeadline: Self.wallTime(date), repeating: interval, leeway: leeway)
    timer.setEventHandler(handler: action)
    let key = timers.withLock { timers in
      defer { timers.next += 1 }
      timers.running[timers.next] = timer
      return timers.next
    }
    timer.resume()
    return TimerDisposable(timer) { [weak self] in
      let removed = self?.timers.withLock { $0.running.removeValue(forKey: key) }
      _ = removed
    }
  }

  private static func wallTime(_ date: Date) -> DispatchWallTime {
    // A negative timespec does not mean "in the past" to dispatch: a passed date means now.
    guard date.timeIntervalSinceNow > 0 else { return .now() }
    let seconds = date.timeIntervalSince1970
    let whole = seconds.rounded(.down)
    let nanoseconds = Int((seconds - whole) * 1_000_000_000)
    return DispatchWallTime(timespec: timespec(tv_sec: Int(whole), tv_nsec: nanoseconds))
  }
}

/// Cancels a dispatch timer.
// Safety: dispatch sources may be cancelled from any thread; `disposed` is atomic.
private final class TimerDisposable: Disposable, @unchecked Sendable {
  private let timer: any DispatchSourceTimer
  private let release: @Sendable () -> Void
  private let disposed = Synchronization.Atomic<Bool>(false)

  init(_ timer: any DispatchSourceTimer, release: @escaping @Sendable () -> Void) {
    self.timer = timer
    self.release = release
  }

  var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  func dispose() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    timer.cancel()
    release()
  }
}
