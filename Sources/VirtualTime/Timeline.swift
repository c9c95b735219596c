/// Identifies one piece of work on a ``Timeline`` so that it can be cancelled.
public struct TimelineID: Hashable, Sendable, Comparable {
  /// The order in which the work was scheduled; ties in time run in this order.
  public let sequence: UInt64
  /// Where the work waits in its timeline's table; equality and order ignore it.
  let slot: Int

  public static func == (lhs: TimelineID, rhs: TimelineID) -> Bool { lhs.sequence == rhs.sequence }
  public static func < (lhs: TimelineID, rhs: TimelineID) -> Bool { lhs.sequence < rhs.sequence }
  public func hash(into hasher: inout Hasher) { hasher.combine(sequence) }
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

  /// The heap orders small plain keys, so that sifting copies no closures and retains nothing;
  /// the actions wait in `slots`. A slot is freed as soon as its work runs or is cancelled, and a
  /// key whose slot now holds other work (another sequence) is stale and skipped.
  private var heap: [Key] = []
  private var slots: [Slot] = []
  private var freeSlots: [Int] = []
  private var liveCount = 0
  private var nextSequence: UInt64 = 0

  fileprivate struct Key {
    let time: Time
    let sequence: UInt64
    let slot: Int
  }

  fileprivate struct Slot {
    var sequence: UInt64
    var action: Action?
  }

  /// Creates an empty timeline.
  public init() {}

  /// The number of entries still waiting to run.
  public var count: Int { liveCount }

  /// The entries held, cancelled ones included; compaction keeps it under twice ``count`` (plus a
  /// small constant).
  var storedCount: Int { heap.count }

  /// Whether no entry is waiting to run.
  public var isEmpty: Bool { liveCount == 0 }

  /// Adds `action` at `time`, after everything already scheduled at that time.
  /// - Returns: an identity that ``cancel(_:)`` accepts.
  @discardableResult
  public mutating func schedule(_ action: Action, at time: Time) -> TimelineID {
    let sequence = nextSequence
    nextSequence += 1
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      slots[slot] = Slot(sequence: sequence, action: action)
    } else {
      slot = slots.count
      slots.append(Slot(sequence: sequence, action: action))
    }
    liveCount += 1
    heap.append(Key(time: time, sequence: sequence, slot: slot))
    siftUp(heap.count - 1)
    return TimelineID(sequence: sequence, slot: slot)
  }

  /// Removes the entry with `id` if it has not run yet.
  /// - Returns: whether an entry was removed.
  @discardableResult
  public mutating func cancel(_ id: TimelineID) -> Bool {
    // The heap key stays until it surfaces or the next compaction.
    guard isLive(slot: id.slot, sequence: id.sequence) else { return false }
    release(id.slot)
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
    return take(first)
  }

  /// Removes and returns the earliest entry, whatever its time.
  public mutating func popEarliest() -> Entry? {
    dropCancelledTop()
    guard let first = heap.first else { return nil }
    return take(first)
  }

  /// Removes the top key, whose slot is live, and hands out its work.
  private mutating func take(_ key: Key) -> Entry? {
    removeTop()
    guard let action = slots[key.slot].action else { return nil }
    release(key.slot)
    return Entry(time: key.time, id: TimelineID(sequence: key.sequence, slot: key.slot), action: action)
  }

  private func isLive(slot: Int, sequence: UInt64) -> Bool {
    slot < slots.count && slots[slot].sequence == sequence && slots[slot].action != nil
  }

  private mutating func release(_ slot: Int) {
    slots[slot].action = nil
    freeSlots.append(slot)
    liveCount -= 1
  }

  private mutating func dropCancelledTop() {
    while let first = heap.first, !isLive(slot: first.slot, sequence: first.sequence) { removeTop() }
  }

  /// Drops cancelled entries once they outnumber the live ones, so that work cancelled far in the
  /// future (timeouts, debounce timers) does not grow the heap without bound. Rebuilding costs
  /// O(n) and happens after at least n/2 cancellations: O(1) amortised per cancellation. The
  /// order of what remains is unchanged, since (time, sequence) orders entries totally.
  private mutating func compactIfMostlyCancelled() {
    let cancelled = heap.count - liveCount
    guard cancelled >= Self.compactionMinimum, cancelled > liveCount else { return }
    let slots = self.slots
    heap.removeAll { slots[$0.slot].sequence != $0.sequence || slots[$0.slot].action == nil }
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
  }

  /// Below this many cancelled entries, compacting is not worth a pass over the heap.
  private static var compactionMinimum: Int { 64 }

  private func precedes(_ a: Int, _ b: Int) -> Bool {
    heap[a].time < heap[b].time || (!(heap[b].time < heap[a].time) && heap[a].sequence < heap[b].sequence)
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
extension Timeline.Key: Sendable where Time: Sendable, Action: Sendable {}
extension Timeline.Slot: Sendable where Time: Sendable, Action: Sendable {}
