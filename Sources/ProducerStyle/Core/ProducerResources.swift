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

  /// Records that a resource came to life; pair with ``decrementTotal()``.
  public static func incrementTotal() { counter.add(1, ordering: .relaxed) }

  /// Records that a resource was released.
  public static func decrementTotal() { counter.subtract(1, ordering: .relaxed) }
}
