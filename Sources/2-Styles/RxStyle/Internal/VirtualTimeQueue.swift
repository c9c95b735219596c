import StyleInternals
import VirtualTime

/// The clock and the waiting work of a ``VirtualTimeScheduler``, on the package's one ordering
/// rule (`VirtualTime`'s `Timeline`: by time, then first-in first-out).
///
/// The package's own schedulers use it with 64-bit keys (ticks, or a date's seconds), so that no
/// generic time is on the per-item path; any other converter's times are ordered through
/// ``ConvertedTime``.
///
/// Disposed work stays until it surfaces, where it is skipped without moving the clock (as
/// RxSwift's scheduler skips it), or until a sweep cancels it; a sweep runs when the waiting
/// count has doubled since the last one (amortised O(1) per item).
final class VirtualTimeQueue<Time: Comparable & Sendable>: Sendable {
  /// What an entry runs: one piece of work, or the next step of a playback.
  enum Work {
    case item(VirtualTimeItem)
    case playback(VirtualTimePlayback<Time>)

    var isCancelled: Bool {
      if case .item(let item) = self { return item.isDisposed }
      return false
    }
  }

  private struct State {
    var clock: Time
    var timeline = Timeline<Time, Work>()
    var sweepAt = 64
    var isRunning = false
    var isStopped = false

    /// Removes the earliest live work due no later than `limit`, moving the clock to its time,
    /// and returns it with the playback step to run (when it is a playback's); a playback's
    /// following step is queued here, before this one runs.
    mutating func popNext(notAfter limit: Time?) -> (work: Work, step: Int)? {
      guard !isStopped else { return nil }
      while let entry = popEarliest(notAfter: limit) {
        if entry.action.isCancelled { continue }
        if entry.time > clock { clock = entry.time }
        guard case .playback(let playback) = entry.action else { return (entry.action, 0) }
        let step = playback.nextStep
        playback.nextStep += 1
        if playback.nextStep < playback.times.count { schedule(playback, step: playback.nextStep) }
        return (entry.action, step)
      }
      return nil
    }

    private mutating func popEarliest(notAfter limit: Time?) -> Timeline<Time, Work>.Entry? {
      guard let limit else { return timeline.popEarliest() }
      return timeline.popEarliest(notAfter: limit)
    }

    mutating func enqueue(_ work: Work, at time: Time) {
      sweepIfGrown()
      timeline.schedule(work, at: time)
    }

    mutating func schedule(_ playback: VirtualTimePlayback<Time>, step: Int) {
      sweepIfGrown()
      timeline.schedule(.playback(playback), at: playback.times[step], inReservedPlace: playback.places[step])
    }

    private mutating func sweepIfGrown() {
      guard timeline.count >= sweepAt else { return }
      timeline.cancelAll { $0.isCancelled }
      sweepAt = max(64, timeline.count * 2)
    }
  }

  private let state: Lock<State>

  init(clock: Time) {
    state = Lock(State(clock: clock))
  }

  var clock: Time { state.withLock { $0.clock } }

  var isRunning: Bool { state.withLock { $0.isRunning } }

  /// The times of the waiting work, earliest first.
  var pendingTimes: [Time] {
    state.withLock { state in state.timeline.pendingEntries.filter { !$0.action.isCancelled }.map(\.time) }
  }

  func enqueue(_ item: VirtualTimeItem, at time: Time) {
    state.withLock { $0.enqueue(.item(item), at: time) }
  }

  /// Queues a playback of `times.count` steps, which runs `play(i)` at `times[i]` in the order
  /// (time, i): the same order, among themselves and with any other work, as items enqueued now
  /// in index order would run.
  ///
  /// Only the next step waits on the timeline at any time, in the place its own item would have
  /// had (the places are reserved now): the steps cost no allocation each, and queueing a long
  /// recording costs nothing up front.
  func enqueuePlayback(at times: [Time], play: @escaping @Sendable (Int) -> Void) {
    guard !times.isEmpty else { return }
    state.withLock { state in
      let firstPlace = state.timeline.reservePlaces(times.count)
      let playback = VirtualTimePlayback(times: times, firstPlace: firstPlace, play: play)
      state.schedule(playback, step: 0)
    }
  }

  /// Moves the clock forward to `time` (never back).
  func moveClock(to time: Time) {
    state.withLock { state in
      if time > state.clock { state.clock = time }
    }
  }

  func stop() {
    state.withLock { $0.isStopped = true }
  }

  /// Runs the live work due no later than `limit` (all of it when `nil`) in order, outside the
  /// lock, moving the clock to each one's time; then moves the clock to `limit`.
  /// - Returns: `false`, running nothing, when a run is already under way.
  func run(notAfter limit: Time?) -> Bool {
    let began = state.withLock { state in
      guard !state.isRunning else { return false }
      state.isRunning = true
      state.isStopped = false
      return true
    }
    guard began else { return false }
    while let (work, step) = state.withLock({ $0.popNext(notAfter: limit) }) {
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

/// The steps of a playback (see `VirtualTimeQueue.enqueuePlayback`), sorted by (time, index).
// Safety: `nextStep` is touched only under the owning queue's lock; the rest is immutable.
final class VirtualTimePlayback<Time: Comparable & Sendable>: @unchecked Sendable {
  /// Per step: its time, its reserved place in the timeline's order and the index it plays.
  let times: [Time]
  let places: [UInt64]
  let indices: [Int]
  let play: @Sendable (Int) -> Void
  var nextStep = 0

  init(times byIndex: [Time], firstPlace: UInt64, play: @escaping @Sendable (Int) -> Void) {
    var indices = Array(byIndex.indices)
    if zip(byIndex, byIndex.dropFirst()).contains(where: { $0 > $1 }) {
      indices.sort { byIndex[$0] < byIndex[$1] || (byIndex[$0] == byIndex[$1] && $0 < $1) }
    }
    self.indices = indices
    times = indices.map { byIndex[$0] }
    places = indices.map { firstPlace + UInt64($0) }
    self.play = play
  }
}

/// A time of any converter, ordered as the converter compares times, so that a scheduler with a
/// converter of its user's waits on the same timeline as the package's own.
struct ConvertedTime<Converter: VirtualTimeConverterType>: Comparable, Sendable {
  let time: Converter.VirtualTimeUnit
  let converter: Converter

  static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.converter.compareVirtualTime(lhs.time, rhs.time) == .lessThan
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.converter.compareVirtualTime(lhs.time, rhs.time) == .equal
  }
}
