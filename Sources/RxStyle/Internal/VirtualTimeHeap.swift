/// The work waiting on a virtual-time scheduler, ordered by the `precedes` its caller passes
/// (time, then order of scheduling: a total order, so no two entries tie).
///
/// Two parts: a *run* of entries that arrived in order (each no earlier than the one before, as
/// a hot observable's events or a periodic timer's ticks do), kept in an array and taken from its
/// front in O(1); and a binary min-heap for everything else. The earliest entry is the earlier of
/// the run's front and the heap's top. Cancelled work stays until it surfaces or a sweep removes
/// it; a sweep runs when the count has doubled since the last one (amortised O(1) per insertion).
struct VirtualTimeHeap<Entry> {
  private var heap: [Entry] = []
  private var run: [Entry] = []
  private var runStart = 0
  private var sweepAt = 64

  /// Every waiting entry, in no particular order.
  var entries: [Entry] { heap + run[runStart...] }

  /// Adds `entry`, first sweeping out cancelled entries when the count has doubled since the
  /// last sweep.
  @inline(__always)
  mutating func push(_ entry: Entry, by precedes: (Entry, Entry) -> Bool, isCancelled: (Entry) -> Bool) {
    if heap.count + run.count - runStart >= sweepAt { sweep(by: precedes, isCancelled: isCancelled) }
    if runStart == run.count || !precedes(entry, run[run.count - 1]) {
      run.append(entry)
      return
    }
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(heap[child], heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// The earliest entry, and whether it is the run's front.
  @inline(__always)
  func first(by precedes: (Entry, Entry) -> Bool) -> (entry: Entry, inRun: Bool)? {
    let hasRun = runStart < run.count
    guard let top = heap.first else { return hasRun ? (run[runStart], true) : nil }
    guard hasRun else { return (top, false) }
    return precedes(top, run[runStart]) ? (top, false) : (run[runStart], true)
  }

  /// Removes the entry ``first(by:)`` returned.
  @inline(__always)
  mutating func removeFirst(inRun: Bool, by precedes: (Entry, Entry) -> Bool) {
    if inRun {
      runStart += 1
      if runStart == run.count {
        run.removeAll(keepingCapacity: true)
        runStart = 0
      } else if runStart >= 4_096, runStart * 2 >= run.count {
        run.removeFirst(runStart)
        runStart = 0
      }
      return
    }
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    siftDown(0, by: precedes)
  }

  private mutating func sweep(by precedes: (Entry, Entry) -> Bool, isCancelled: (Entry) -> Bool) {
    heap.removeAll(where: isCancelled)
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index, by: precedes) }
    run.removeFirst(runStart)
    runStart = 0
    run.removeAll(where: isCancelled)
    sweepAt = max(64, (heap.count + run.count) * 2)
  }

  private mutating func siftDown(_ start: Int, by precedes: (Entry, Entry) -> Bool) {
    var parent = start
    let count = heap.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      var first = left
      if left + 1 < count, precedes(heap[left + 1], heap[left]) { first = left + 1 }
      guard precedes(heap[first], heap[parent]) else { return }
      heap.swapAt(first, parent)
      parent = first
    }
  }
}
