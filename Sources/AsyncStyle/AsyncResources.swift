import Synchronization

/// Counts the live resources of the async style: tasks that operators start and consumers
/// registered with subjects.
///
/// The count goes up when an operator starts its task or a consumer starts iterating a subject,
/// and down when that task has ended or that consumer is gone. After every iteration has ended
/// (and, under a test executor, the executor is idle) it returns to where it started. It costs one
/// atomic add per iteration, never anything per element.
///
/// ```swift
/// let before = AsyncResources.total
/// for await _ in merge(first, second) {}
/// assert(AsyncResources.total == before)
/// ```
public enum AsyncResources {
  private static let counter = Atomic<Int>(0)

  /// The number of live resources right now.
  public static var total: Int { counter.load(ordering: .relaxed) }

  static func increment() { counter.add(1, ordering: .relaxed) }
  static func decrement() { counter.subtract(1, ordering: .relaxed) }
}
