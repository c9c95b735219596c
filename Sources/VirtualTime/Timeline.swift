/// Identifies one piece of work on a ``Timeline`` so that it can be cancelled.
public struct TimelineID: Hashable, Sendable, Comparable {
  /// The order in which the work was scheduled; ties in time run in this order.
  public let sequence: UInt64

  public static func < (lhs: TimelineID, rhs: TimelineID) -> Bool { lhs.sequence < rhs.sequence }
}

/// A queue of work ordered by time, then first-in first-out.
///
/// This is the one ordering rule shared by every virtual-time tool in the package: work due at an
/// earlier time runs first, and work due at the same time runs in the order it was scheduled.
/// `Timeline` is a plain value with no locking; ``VirtualTimeline`` wraps it for shared use.
///
/// ```swift
/// var timeline = Timeline<Int, String>()
/// timeline.schedule("b", at: 20)
/// timeline.schedule("a", at: 10)
/// timeline.schedule("c", at: 20)
/// timeline.popEarliest(notAfter: 100)?.action  // "a", then "b", then "c"
/// ```
public struct Timeline<Time: Comparable, Action> {
  /// One scheduled piece of work.
  public struct Entry {
    /// When the work is due.
    public let time: Time
    /// The identity returned when it was scheduled.
    public let id: TimelineID
    /// The work itself.
    public let action: Action
  }

  private var heap: [Entry] = []
  private var pending: Set<TimelineID> = []
  private var nextSequence: UInt64 = 0

  /// Creates an empty timeline.
  public init() {}

  /// The number of entries still waiting to run.
  public var count: Int { pending.count }

  /// The entries held, cancelled ones included; compaction keeps it under twice ``count`` (plus a
  /// small constant).
  var storedCount: Int { heap.count }

  /// Whether no entry is waiting to run.
  public var isEmpty: Bool { pending.isEmpty }

  /// Adds `action` at `time`, after everything already scheduled at that time.
  /// - Returns: an identity that ``cancel(_:)`` accepts.
  @discardableResult
  public mutating func schedule(_ action: Action, at time: Time) -> TimelineID {
    let id = TimelineID(sequence: nextSequence)
    nextSequence += 1
    pending.insert(id)
    heap.append(Entry(time: time, id: id, action: action))
    siftUp(heap.count - 1)
    return id
  }

  /// Removes the entry with `id` if it has not run yet.
  /// - Returns: whether an entry was removed.
  @discardableResult
  public mutating func cancel(_ id: TimelineID) -> Bool {
    // The heap entry stays until it surfaces or the next compaction; `pending` is the source of
    // truth.
    guard pending.remove(id) != nil else { return false }
    compactIfMostlyCancelled()
    return true
  }

  /// The time of the earliest entry still waiting, if any.
  public mutating func earliestTime() -> Time? {
    dropCancelledTop()
    return heap.first?.time
  }

  /// Removes and returns the earliest entry if it is due no later than `limit`.
  public mutating func popEarliest(notAfter limit: Time) -> Entry? {
    dropCancelledTop()
    guard let first = heap.first, first.time <= limit else { return nil }
    removeTop()
    pending.remove(first.id)
    return first
  }

  /// Removes and returns the earliest entry, whatever its time.
  public mutating func popEarliest() -> Entry? {
    dropCancelledTop()
    guard let first = heap.first else { return nil }
    removeTop()
    pending.remove(first.id)
    return first
  }

  private mutating func dropCancelledTop() {
    while let first = heap.first, !pending.contains(first.id) { removeTop() }
  }

  /// Drops cancelled entries once they outnumber the live ones, so that work cancelled far in the
  /// future (timeouts, debounce timers) does not grow the heap without bound. Rebuilding costs
  /// O(n) and happens after at least n/2 cancellations: O(1) amortised per cancellation. The
  /// order of what remains is unchanged, since (time, sequence) orders entries totally.
  private mutating func compactIfMostlyCancelled() {
    let cancelled = heap.count - pending.count
    guard cancelled >= Self.compactionMinimum, cancelled > pending.count else { return }
    heap.removeAll { !pending.contains($0.id) }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
  }

  /// Below this many cancelled entries, compacting is not worth a pass over the heap.
  private static var compactionMinimum: Int { 64 }

  private func precedes(_ a: Int, _ b: Int) -> Bool {
    heap[a].time < heap[b].time || (!(heap[b].time < heap[a].time) && heap[a].id < heap[b].id)
  }

  private mutating func removeTop() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    siftDown(0)
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(child, parent) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      guard left < heap.count else { return }
      var first = left
      if left + 1 < heap.count, precedes(left + 1, left) { first = left + 1 }
      guard precedes(first, parent) else { return }
      heap.swapAt(first, parent)
      parent = first
    }
  }
}

extension Timeline: Sendable where Time: Sendable, Action: Sendable {}
extension Timeline.Entry: Sendable where Time: Sendable, Action: Sendable {}
