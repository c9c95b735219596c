import StyleInternals
import Synchronization

/// Counts the live resources of the Rx style: sinks, subscriptions, subjects' observers.
///
/// The count goes up when a subscription creates its machinery and down when that machinery is
/// released, so after every subscription has ended it returns to where it started. Unlike a
/// build-flag-only counter it is always on; it costs one atomic add per subscription stage, never
/// anything per element.
///
/// ```swift
/// let before = Resources.total
/// _ = Observable.just(1).map { $0 + 1 }.subscribe()
/// assert(Resources.total == before)
/// ```
public enum Resources {
  private static let counter = Atomic<Int>(0)

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

  /// Counts a resource created now, in ``total`` and in the enclosing counting scope.
  /// - Returns: the scope to hand back to ``released(in:)``.
  static func created() -> ResourceCountingScope? {
    counter.add(1, ordering: .relaxed)
    let scope = ResourceCountingScope.enclosing
    ResourceCountingScope.enter(scope, .rx)
    return scope
  }

  /// Counts the release of a resource that ``created()`` counted in `scope`.
  static func released(in scope: ResourceCountingScope?) {
    counter.subtract(1, ordering: .relaxed)
    ResourceCountingScope.leave(scope, .rx)
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
