import StyleInternals
import Synchronization

/// Counts the live resources of the producer style: signals, started producers and the shared
/// state of operators that combine several sources.
///
/// The count goes up when such machinery is created and down when it is released, so once every
/// signal has terminated and every started producer has ended it returns to where it started.
/// It is always on and costs one atomic add per signal or start, never anything per value.
///
/// ```swift
/// let before = ProducerResources.total
/// SignalProducer(values: 1, 2, 3).map { $0 * 2 }.start()
/// assert(ProducerResources.total == before)
/// ```
public enum ProducerResources {
  private static let counter = Synchronization.Atomic<Int>(0)

  /// The number of live resources right now.
  public static var total: Int { counter.load(ordering: .relaxed) }

  /// Runs `body` and reports how many of the producer-style resources it created are still alive.
  ///
  /// Only the resources created by `body`'s task (and the tasks it starts) count, so tests running
  /// in parallel — Swift Testing runs them in one process — do not see each other's.
  ///
  /// ```swift
  /// let (_, leaked) = ProducerResources.measureLeaks { SignalProducer<Int, Never>(values: 1, 2).start() }
  /// #expect(leaked == 0)
  /// ```
  /// - Parameter body: the code to measure.
  /// - Returns: the result of `body` and how many resources it left alive (zero when nothing leaked).
  public static func measureLeaks<Result>(_ body: () throws -> Result) rethrows -> (result: Result, leaked: Int) {
    try ResourceCountingScope.counting { scope in (try body(), scope.live(.producer)) }
  }

  /// Counts a resource created now, in ``total`` and in the enclosing counting scope.
  /// - Returns: the scope to hand back to ``released(in:)``.
  static func created() -> ResourceCountingScope? { ResourceCountingScope.created(.producer, total: counter) }

  /// Counts the release of a resource that ``created()`` counted in `scope`.
  static func released(in scope: ResourceCountingScope?) {
    ResourceCountingScope.released(.producer, in: scope, total: counter)
  }

  /// Records that a resource came to life; pair with ``decrementTotal()``.
  public static func incrementTotal() { counter.add(1, ordering: .relaxed) }

  /// Records that a resource was released.
  public static func decrementTotal() { counter.subtract(1, ordering: .relaxed) }
}
