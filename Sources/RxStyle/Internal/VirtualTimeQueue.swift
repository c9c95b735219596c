import StyleInternals

/// The clock and the waiting work of a virtual-time scheduler whose times map, in order, onto
/// 64-bit keys (ticks, or a date's seconds): all of it concrete code, with no generic time on the
/// per-item path. `VirtualTimeScheduler` converts its times to keys at the edges.
final class VirtualTimeQueue: Sendable {
  /// What an entry runs: one piece of work, or the next step of a playback.
  enum Work {
    case item(VirtualTimeItem)
    case playback(VirtualTimePlayback)
  }

  private struct Entry {
    let key: Int64
    let id: Int
    let work: Work

    static func precedes(_ a: Entry, _ b: Entry) -> Bool { a.key < b.key || (a.key == b.key && a.id < b.id) }
    static func isCancelled(_ entry: Entry) -> Bool {
      if case .item(let item) = entry.work { return item.isDisposed }
      return false
    }
  }

  private struct State {
    var clock: Int64
    var heap = VirtualTimeHeap<Entry>()
    var nextID = 0
    var isRunning = false
    var isStopped = false

    /// Removes the earliest live work due no later than `limit`, moving the clock to its key,
    /// and returns it with the playback step to run (when it is a playback's); a playback's
    /// following step is queued here, before this one runs.
    mutating func popNext(notAfter limit: Int64) -> (work: Work, step: Int)? {
      guard !isStopped else { return nil }
      while let (first, inRun) = heap.first(by: Entry.precedes) {
        if Entry.isCancelled(first) {
          heap.removeFirst(inRun: inRun, by: Entry.precedes)
          continue
        }
        guard first.key <= limit else { return nil }
        heap.removeFirst(inRun: inRun, by: Entry.precedes)
        if first.key > clock { clock = first.key }
        guard case .playback(let playback) = first.work else { return (first.work, 0) }
        let step = playback.nextStep
        playback.nextStep += 1
        if playback.nextStep < playback.keys.count { push(playback, step: playback.nextStep) }
        return (first.work, step)
      }
      return nil
    }

    mutating func push(_ playback: VirtualTimePlayback, step: Int) {
      let entry = Entry(key: playback.keys[step], id: playback.ids[step], work: .playback(playback))
      heap.push(entry, by: Entry.precedes, isCancelled: Entry.isCancelled)
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
      state.heap.entries.filter { !Entry.isCancelled($0) }.sorted(by: Entry.precedes).map(\.key)
    }
  }

  func enqueue(_ item: VirtualTimeItem, at key: Int64) {
    state.withLock { state in
      let entry = Entry(key: key, id: state.nextID, work: .item(item))
      state.heap.push(entry, by: Entry.precedes, isCancelled: Entry.isCancelled)
      state.nextID += 1
    }
  }

  /// Queues a playback of `count` steps at `keys[i]`, which runs `play(i)` at each in the
  /// order (key, i): the same order, among themselves and with any other work, as `count`
  /// items enqueued now in index order would run.
  ///
  /// Only the next step waits in the queue at any time, with the place in the order its own
  /// item would have had (the scheduling positions are reserved now): the steps cost no
  /// allocation each, and queueing a long recording costs nothing up front.
  func enqueuePlayback(keys: [Int64], play: @escaping @Sendable (Int) -> Void) {
    guard !keys.isEmpty else { return }
    state.withLock { state in
      let playback = VirtualTimePlayback(keys: keys, firstID: state.nextID, play: play)
      state.nextID += keys.count
      state.push(playback, step: 0)
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
    while let (work, step) = state.withLock({ $0.popNext(notAfter: bound) }) {
      switch work {
      case .item(let item): item.invoke()
      case .playback(let playback): playback.play(playback.indices[step])
      }
    }
    state.withLock { state in
      if let limit, limit > state.clock { state.clock = limit }
      state.isRunning = false
    }
    return true
  }
}

/// The steps of a playback (see `VirtualTimeQueue.enqueuePlayback`), sorted by (key, index).
// Safety: `nextStep` is touched only under the owning queue's lock; the rest is immutable.
final class VirtualTimePlayback: @unchecked Sendable {
  /// Per step: its key, its scheduling position and the index it plays.
  let keys: [Int64]
  let ids: [Int]
  let indices: [Int]
  let play: @Sendable (Int) -> Void
  var nextStep = 0

  init(keys byIndex: [Int64], firstID: Int, play: @escaping @Sendable (Int) -> Void) {
    var indices = Array(byIndex.indices)
    if zip(byIndex, byIndex.dropFirst()).contains(where: { $0 > $1 }) {
      indices.sort { byIndex[$0] < byIndex[$1] || (byIndex[$0] == byIndex[$1] && $0 < $1) }
    }
    self.indices = indices
    keys = indices.map { byIndex[$0] }
    ids = indices.map { firstID + $0 }
    self.play = play
  }
}
