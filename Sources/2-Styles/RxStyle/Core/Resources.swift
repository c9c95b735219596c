import StyleInternals
import Synchronization

/// Counts the live resources of the Rx style: observables, sinks, subscriptions, subjects' observers.
///
/// The count goes up when an observable is created or a subscription creates its machinery, and
/// down when either is released, so once the chains a test built and their subscriptions are gone
/// it returns to where it started. Unlike a build-flag-only counter it is always on; it costs one
/// atomic add per observable and per subscription stage, never anything per element that passes
/// through a chain.
///
/// ```swift
/// let before = Resources.total
/// _ = Observable.just(1).map { $0 + 1 }.subscribe()
/// assert(Resources.total == before)
/// ```
public enum Resources {
  private static let counter = Atomic<Int>(0)
  private static let serialQueueObservables = Atomic<Int>(0)

  /// The number of live resources right now.
  ///
  /// An `Int32`, as RxSwift's counter is, so that test base classes written for it compile.
  public static var total: Int32 { Int32(truncatingIfNeeded: counter.load(ordering: .relaxed)) }

  /// Runs `body` and reports how many of the resources it created are still alive.
  ///
  /// Only the resources created by `body`'s task (and the tasks it starts) count, so tests running
  /// in parallel — Swift Testing runs them in one process — do not see each other's; work that
  /// `body` starts on a dispatch queue or a detached task is not counted.
  ///
  /// ```swift
  /// let (subscription, leaked) = Resources.measureLeaks { Observable<Int>.never().subscribe() }
  /// #expect(leaked > 0)
  /// subscription.dispose()
  /// ```
  /// - Parameter body: the code to measure.
  /// - Returns: the result of `body` and how many resources it left alive (zero when nothing leaked).
  public static func measureLeaks<Result>(_ body: () throws -> Result) rethrows -> (result: Result, leaked: Int) {
    try ResourceCountingScope.counting { scope in (try body(), scope.live(.rx)) }
  }

  /// Counts an observable created now, in ``total`` only: an observable may outlive the scope that
  /// built it (a stored chain, a shared instance) without anything having leaked.
  static func observableCreated() { counter.add(1, ordering: .relaxed) }

  /// Counts the release of an observable that ``observableCreated()`` counted.
  static func observableReleased() { counter.subtract(1, ordering: .relaxed) }

  /// Counts a resource created now, in ``total`` and in the enclosing counting scope.
  /// - Returns: the scope to hand back to ``released(in:)``.
  static func created() -> ResourceCountingScope? { ResourceCountingScope.created(.rx, total: counter) }

  /// Counts the release of a resource that ``created()`` counted in `scope`.
  static func released(in scope: ResourceCountingScope?) {
    ResourceCountingScope.released(.rx, in: scope, total: counter)
  }

  /// The number of live observables that `observe(on:)` built for a serial dispatch-queue scheduler.
  ///
  /// `observe(on:)` hands each event straight to a serial queue (`SerialDispatchQueueScheduler`,
  /// `MainScheduler`) and schedules one event at a time on any other scheduler; this count shows
  /// which of the two a chain got, and drops back when the observable is released.
  ///
  /// ```swift
  /// let scheduler = SerialDispatchQueueScheduler(qos: .default)
  /// let delivered = Observable.just(1).observe(on: scheduler)
  /// assert(Resources.numberOfSerialDispatchQueueObservables == 1)
  /// ```
  public static var numberOfSerialDispatchQueueObservables: Int32 {
    Int32(truncatingIfNeeded: serialQueueObservables.load(ordering: .relaxed))
  }

  /// Counts one serial-queue `observe(on:)` observable for as long as the returned token lives.
  static func serialQueueObservableToken() -> SerialQueueObservableToken { SerialQueueObservableToken() }

  /// Keeps ``numberOfSerialDispatchQueueObservables`` one higher while it is alive.
  final class SerialQueueObservableToken: Sendable {
    fileprivate init() { Resources.serialQueueObservables.add(1, ordering: .relaxed) }
    deinit { Resources.serialQueueObservables.subtract(1, ordering: .relaxed) }
  }

  /// Records that a resource came to life; pair with ``decrementTotal()``.
  /// - Returns: the new total.
  @discardableResult
  public static func incrementTotal() -> Int32 {
    Int32(truncatingIfNeeded: counter.add(1, ordering: .relaxed).newValue)
  }

  /// Records that a resource was released.
  /// - Returns: the new total.
  @discardableResult
  public static func decrementTotal() -> Int32 {
    Int32(truncatingIfNeeded: counter.subtract(1, ordering: .relaxed).newValue)
  }
}
