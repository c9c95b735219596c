import Locking

/// The clock and the waiting work of a virtual-time scheduler whose times map, in order, onto
/// 64-bit keys (ticks, or a date's seconds): all of it concrete code, with no generic time on the
/// per-item path. `VirtualTimeScheduler` converts its times to keys at the edges.
final class VirtualTimeQueue: Sendable {
  private struct Entry {
    let key: Int64
    let id: Int
    let item: VirtualTimeItem

    static func precedes(_ a: Entry, _ b: Entry) -> Bool { a.key < b.key || (a.key == b.key && a.id < b.id) }
    static func isCancelled(_ entry: Entry) -> Bool { entry.item.isDisposed }
  }

  private struct State {
    var clock: Int64
    var heap = VirtualTimeHeap<Entry>()
    var nextID = 0
    var isRunning = false
    var isStopped = false

    mutating func popNext(notAfter limit: Int64) -> VirtualTimeItem? {
      guard !isStopped else { return nil }
      while let (first, inRun) = heap.first(by: Entry.precedes) {
        if first.item.isDisposed {
          heap.removeFirst(inRun: inRun, by: Entry.precedes)
          continue
        }
        guard first.key <= limit else { return nil }
        heap.removeFirst(inRun: inRun, by: Entry.precedes)
        if first.key > clock { clock = first.key }
        return first.item
      }
      return nil
    }
  }

  private let state: Lock<State>

  init(clock: Int64) {
    state = Lock(State(clock: clock))
  }

  var clock: Int64 { state.withLock { $0.clock } }

  var isRunning: Bool { state.withLock { $0.isRunning } }

  /// The keys of the waiting work, earliest first.
  var pendingKeys: [Int64] {
    state.withLock { state in
      state.heap.entries.filter { !$0.item.isDisposed }.sorted(by: Entry.precedes).map(\.key)
    }
  }

  func enqueue(_ item: VirtualTimeItem, at key: Int64) {
    state.withLock { state in
      state.heap.push(Entry(key: key, id: state.nextID, item: item), by: Entry.precedes, isCancelled: Entry.isCancelled)
      state.nextID += 1
    }
  }

  /// Moves the clock forward to `key` (never back).
  func moveClock(to key: Int64) {
    state.withLock { state in
      if key > state.clock { state.clock = key }
    }
  }

  func stop() {
    state.withLock { $0.isStopped = true }
  }

  /// Runs the live work due no later than `limit` (all of it when `nil`) in order, outside the
  /// lock, moving the clock to each one's key; then moves the clock to `limit`.
  /// - Returns: `false`, running nothing, when a run is already under way.
  func run(notAfter limit: Int64?) -> Bool {
    let began = state.withLock { state in
      guard !state.isRunning else { return false }
      state.isRunning = true
      state.isStopped = false
      return true
    }
    guard began else { return false }
    let bound = limit ?? .max
    while let item = state.withLock({ $0.popNext(notAfter: bound) }) {
      item.invoke()
    }
    state.withLock { state in
      if let limit, limit > state.clock { state.clock = limit }
      state.isRunning = false
    }
    return true
  }
}
