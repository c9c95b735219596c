/// A binary min-heap of the work waiting on a virtual-time scheduler, ordered by the `precedes`
/// its caller passes (time, then order of scheduling: a total order, so equal entries never meet).
///
/// Cancelled work stays in the heap until it surfaces or a sweep removes it; `sweepAt` keeps the
/// sweeps amortised O(1) per insertion.
struct VirtualTimeHeap<Entry> {
  private(set) var entries: [Entry] = []
  private var sweepAt = 64

  var first: Entry? { entries.first }

  /// Adds `entry`, first sweeping out cancelled entries when the heap has doubled since the last sweep.
  @inline(__always)
  mutating func push(_ entry: Entry, by precedes: (Entry, Entry) -> Bool, isCancelled: (Entry) -> Bool) {
    if entries.count >= sweepAt {
      entries.removeAll(where: isCancelled)
      for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(index, by: precedes) }
      sweepAt = max(64, entries.count * 2)
    }
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard precedes(entries[child], entries[parent]) else { return }
      entries.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes the earliest entry.
  @inline(__always)
  mutating func removeFirst(by precedes: (Entry, Entry) -> Bool) {
    let last = entries.removeLast()
    guard !entries.isEmpty else { return }
    entries[0] = last
    siftDown(0, by: precedes)
  }

  private mutating func siftDown(_ start: Int, by precedes: (Entry, Entry) -> Bool) {
    var parent = start
    let count = entries.count
    while true {
      let left = 2 * parent + 1
      guard left < count else { return }
      var first = left
      if left + 1 < count, precedes(entries[left + 1], entries[left]) { first = left + 1 }
      guard precedes(entries[first], entries[parent]) else { return }
      entries.swapAt(first, parent)
      parent = first
    }
  }
}
