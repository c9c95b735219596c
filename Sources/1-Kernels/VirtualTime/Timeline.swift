/// Identifies one piece of work on a ``Timeline`` so that it can be cancelled.
public struct TimelineID: Hashable, Sendable, Comparable {
  /// The order in which the work was scheduled; ties in time run in this order.
  public let sequence: UInt64
  /// Where the work waits in its timeline's table; equality and order ignore it.
  @usableFromInline let slot: Int

  @usableFromInline
  init(sequence: UInt64, slot: Int) {
    self.sequence = sequence
    self.slot = slot
  }

  public static func == (lhs: TimelineID, rhs: TimelineID) -> Bool { lhs.sequence == rhs.sequence }
  public static func < (lhs: TimelineID, rhs: TimelineID) -> Bool { lhs.sequence < rhs.sequence }
  @inlinable public func hash(into hasher: inout Hasher) { hasher.combine(sequence) }
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

    @usableFromInline
    init(time: Time, id: TimelineID, action: Action) {
      self.time = time
      self.id = id
      self.action = action
    }
  }

  /// Keys are small plain values, so that ordering them copies no closures and retains nothing;
  /// the actions wait in `slots`. A slot is freed as soon as its work runs or is cancelled, and a
  /// key whose slot now holds other work (another sequence) is stale and skipped.
  ///
  /// Work usually arrives in time order (a test schedules its events up front, a clock hands out
  /// deadlines that only grow): such keys queue in `run`, where adding and taking cost O(1) and
  /// touch memory in order. Only keys earlier than the run's last one go into the heap, and the
  /// earliest of the two heads runs next.
  @usableFromInline var heap: [Key] = []
  @usableFromInline var run: [Key] = []
  @usableFromInline var runStart = 0
  @usableFromInline var slots: [Slot] = []
  @usableFromInline var freeSlots: [Int] = []
  @usableFromInline var liveCount = 0
  @usableFromInline var nextSequence: UInt64 = 0

  @usableFromInline
  struct Key {
    @usableFromInline let time: Time
    @usableFromInline let sequence: UInt64
    @usableFromInline let slot: Int

    @inlinable
    init(time: Time, sequence: UInt64, slot: Int) {
      self.time = time
      self.sequence = sequence
      self.slot = slot
    }
  }

  @usableFromInline
  struct Slot {
    @usableFromInline var sequence: UInt64
    @usableFromInline var action: Action?

    @inlinable
    init(sequence: UInt64, action: Action?) {
      self.sequence = sequence
      self.action = action
    }
  }

  /// Creates an empty timeline.
  @inlinable public init() {}

  /// The number of entries still waiting to run.
  @inlinable public var count: Int { liveCount }

  /// The entries held, cancelled ones included; compaction keeps it under twice ``count`` (plus a
  /// small constant).
  @inlinable var storedCount: Int { heap.count + run.count - runStart }

  /// Whether no entry is waiting to run.
  @inlinable public var isEmpty: Bool { liveCount == 0 }

  /// Adds `action` at `time`, after everything already scheduled at that time.
  /// - Returns: an identity that ``cancel(_:)`` accepts.
  @discardableResult
  @inlinable public mutating func schedule(_ action: Action, at time: Time) -> TimelineID {
    let sequence = nextSequence
    nextSequence += 1
    return insert(action, at: time, sequence: sequence)
  }

  /// Sets aside `count` consecutive places in the first-in first-out order, for work that
  /// ``schedule(_:at:inReservedPlace:)`` adds later: it then runs as if it had been scheduled now.
  /// A recording played back step by step keeps only its next step waiting this way.
  /// - Returns: the first reserved place; the others follow it.
  @inlinable package mutating func reservePlaces(_ count: Int) -> UInt64 {
    let first = nextSequence
    nextSequence += UInt64(count)
    return first
  }

  /// Adds `action` at `time` in a place that ``reservePlaces(_:)`` returned (or one of those
  /// after it), each place used once: among work due at `time` it runs where work scheduled
  /// when the place was reserved would have run.
  @discardableResult
  @inlinable package mutating func schedule(_ action: Action, at time: Time, inReservedPlace place: UInt64)
    -> TimelineID
  {
    precondition(place < nextSequence, "Timeline: place \(place) was never reserved")
    return insert(action, at: time, sequence: place)
  }

  @inlinable mutating func insert(_ action: Action, at time: Time, sequence: UInt64) -> TimelineID {
    let slot: Int
    if let free = freeSlots.popLast() {
      slot = free
      slots[slot] = Slot(sequence: sequence, action: action)
    } else {
      slot = slots.count
      slots.append(Slot(sequence: sequence, action: action))
    }
    liveCount += 1
    let key = Key(time: time, sequence: sequence, slot: slot)
    if let last = run.last, Self.precedes(key, last) {
      heap.append(key)
      siftUp(heap.count - 1)
    } else {
      run.append(key)
    }
    return TimelineID(sequence: sequence, slot: slot)
  }

  /// Removes the entry with `id` if it has not run yet.
  /// - Returns: whether an entry was removed.
  @discardableResult
  @inlinable public mutating func cancel(_ id: TimelineID) -> Bool {
    // The heap key stays until it surfaces or the next compaction.
    guard isLive(slot: id.slot, sequence: id.sequence) else { return false }
    release(id.slot)
    compactIfMostlyCancelled()
    return true
  }

  /// Cancels every waiting entry whose action `isCancelled` says has been cancelled elsewhere,
  /// for owners whose work is disposed of without its ``TimelineID``; the space they took is
  /// given back at once.
  @inlinable package mutating func cancelAll(where isCancelled: (Action) -> Bool) {
    for slot in slots.indices {
      if let action = slots[slot].action, isCancelled(action) { release(slot) }
    }
    compact()
  }

  /// The entries still waiting, earliest first, for describing the timeline.
  @inlinable package var pendingEntries: [Entry] {
    var entries: [Entry] = []
    for key in heap + run[runStart...] where isLive(key) {
      guard let action = slots[key.slot].action else { continue }
      entries.append(Entry(time: key.time, id: TimelineID(sequence: key.sequence, slot: key.slot), action: action))
    }
    entries.sort { $0.time < $1.time || (!($1.time < $0.time) && $0.id < $1.id) }
    return entries
  }

  /// The time of the earliest entry still waiting, if any.
  @inlinable public mutating func earliestTime() -> Time? {
    earliestKey()?.key.time
  }

  /// Removes and returns the earliest entry if it is due no later than `limit`.
  @inlinable public mutating func popEarliest(notAfter limit: Time) -> Entry? {
    guard let (key, isInRun) = earliestKey(), key.time <= limit else { return nil }
    return take(key, fromRun: isInRun)
  }

  /// Removes and returns the earliest entry, whatever its time.
  @inlinable public mutating func popEarliest() -> Entry? {
    guard let (key, isInRun) = earliestKey() else { return nil }
    return take(key, fromRun: isInRun)
  }

  /// The earliest live key, after dropping cancelled ones from both heads, and where it waits.
  @inlinable mutating func earliestKey() -> (key: Key, isInRun: Bool)? {
    dropCancelledHeads()
    let runHead = runStart < run.count ? run[runStart] : nil
    guard let heapTop = heap.first else { return runHead.map { ($0, true) } }
    guard let runHead, Self.precedes(runHead, heapTop) else { return (heapTop, false) }
    return (runHead, true)
  }

  /// Removes the head key, whose slot is live, and hands out its work.
  @inlinable mutating func take(_ key: Key, fromRun: Bool) -> Entry? {
    if fromRun { removeRunHead() } else { removeTop() }
    guard let action = slots[key.slot].action else { return nil }
    release(key.slot)
    return Entry(time: key.time, id: TimelineID(sequence: key.sequence, slot: key.slot), action: action)
  }

  /// Advances past the run's head, giving back the space of taken keys once they are the larger part.
  @inlinable mutating func removeRunHead() {
    runStart += 1
    if runStart == run.count {
      run.removeAll(keepingCapacity: true)
      runStart = 0
    } else if runStart >= Self.compactionMinimum, runStart * 2 > run.count {
      run.removeFirst(runStart)
      runStart = 0
    }
  }

  @inlinable func isLive(slot: Int, sequence: UInt64) -> Bool {
    slot < slots.count && slots[slot].sequence == sequence && slots[slot].action != nil
  }

  @inlinable func isLive(_ key: Key) -> Bool { isLive(slot: key.slot, sequence: key.sequence) }

  @inlinable mutating func release(_ slot: Int) {
    slots[slot].action = nil
    freeSlots.append(slot)
    liveCount -= 1
  }

  @inlinable mutating func dropCancelledHeads() {
    while let first = heap.first, !isLive(first) { removeTop() }
    while runStart < run.count, !isLive(run[runStart]) { removeRunHead() }
  }

  /// Drops cancelled entries once they outnumber the live ones, so that work cancelled far in the
  /// future (timeouts, debounce timers) does not grow the heap without bound. Rebuilding costs
  /// O(n) and happens after at least n/2 cancellations: O(1) amortised per cancellation. The
  /// order of what remains is unchanged, since (time, sequence) orders entries totally.
  @inlinable mutating func compactIfMostlyCancelled() {
    let cancelled = storedCount - liveCount
    guard cancelled >= Self.compactionMinimum, cancelled > liveCount else { return }
    compact()
  }

  /// Drops the keys of cancelled entries from the heap and the run.
  @inlinable mutating func compact() {
    let slots = self.slots
    let isStale = { (key: Key) in slots[key.slot].sequence != key.sequence || slots[key.slot].action == nil }
    heap.removeAll(where: isStale)
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
    run.removeFirst(runStart)
    runStart = 0
    run.removeAll(where: isStale)
  }

  /// Below this many cancelled entries, compacting is not worth a pass over the heap.
  @inlinable static var compactionMinimum: Int { 64 }

  @inlinable static func precedes(_ a: Key, _ b: Key) -> Bool {
    a.time < b.time || (!(b.time < a.time) && a.sequence < b.sequence)
  }

  @inlinable func precedes(_ a: Int, _ b: Int) -> Bool { Self.precedes(heap[a], heap[b]) }

  @inlinable mutating func removeTop() {
    heap.swapAt(0, heap.count - 1)
    heap.removeLast()
    siftDown(0)
  }

  @inlinable mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(child, parent) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  @inlinable mutating func siftDown(_ start: Int) {
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
