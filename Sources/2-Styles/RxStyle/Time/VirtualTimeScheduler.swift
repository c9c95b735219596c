import Foundation
import StyleInternals
import VirtualTime

/// A scheduler whose clock moves only when it is told to, in a unit its converter defines: the
/// base of `HistoricalScheduler` and of RxStyleTest's `TestScheduler`.
///
/// Work waits on the package's one timeline (`VirtualTime`'s `Timeline`), ordered by due time
/// (as the converter compares times) and, for equal times, by the order it was scheduled. ``start()`` runs it all and
/// ``advanceTo(_:)`` runs what is due up to a time; each moves the clock to the time of the work
/// it runs. The clock never moves on its own.
///
/// - ``schedule(_:action:)`` and ``scheduleRelative(_:dueTime:action:)`` pass their due time
///   through ``adjustScheduledTime(_:)`` (a test scheduler moves work due now one tick later);
///   ``scheduleRelativeVirtual(_:dueTime:action:)`` and ``scheduleAbsoluteVirtual(_:time:action:)``
///   use the time they are given.
/// - Work runs on the thread that calls ``start()`` or ``advanceTo(_:)``, outside any lock.
///   Unlike RxSwift's, any thread may schedule work or read the clock.
/// - The converter's methods may run while the queue's lock is held: they must be plain
///   computations that do not call back into the scheduler.
///
/// ```swift
/// struct Seconds: VirtualTimeConverterType { … }  // Int seconds, see VirtualTimeConverterType
/// let scheduler = VirtualTimeScheduler(initialClock: 0, converter: Seconds())
/// _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in print("five"); return Disposables.create() }
/// scheduler.advanceTo(10)  // prints "five"; clock == 10
/// ```
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible {
  /// A reading of the virtual clock.
  public typealias VirtualTime = Converter.VirtualTimeUnit

  /// The difference between two readings of the virtual clock.
  public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

  /// The converter between this clock's units and dates.
  package let converter: Converter

  /// Where the clock and the waiting work live.
  private let store: Store

  private enum Store {
    /// The package's own converters, whose times map in order onto 64-bit keys, so that the
    /// queue runs as concrete code.
    case keyed(Keyed)
    /// Any other converter: the queue is ordered with its `compareVirtualTime`.
    case queue(VirtualTimeQueue<ConvertedTime<Converter>>)
    /// A timeline shared with other styles' test schedulers.
    case shared(SharedTimeline)
  }

  /// Creates a scheduler whose clock reads `initialClock`.
  /// - Parameters:
  ///   - initialClock: the starting reading of the clock.
  ///   - converter: the unit of the clock.
  public init(initialClock: VirtualTime, converter: Converter) {
    self.converter = converter
    store = .queue(VirtualTimeQueue(clock: ConvertedTime(time: initialClock, converter: converter)))
  }

  /// Creates a scheduler whose times map onto 64-bit keys in the converter's order, so that its
  /// queue runs as concrete code.
  /// - Parameters:
  ///   - initialClock: the starting reading of the clock.
  ///   - converter: the unit of the clock.
  ///   - toKey: a time as a key; `a` precedes `b` exactly when `toKey(a) < toKey(b)`.
  ///   - fromKey: the inverse of `toKey`.
  ///   - dateOfKey: `converter.convertFromVirtualTime(fromKey(key))`, computed without generics.
  ///   - relativeKey: the key of `scheduleRelative`'s due time at clock key `clock`, the same as
  ///     `toKey(adjustScheduledTime(converter.offsetVirtualTime(fromKey(clock), by: interval)))`;
  ///     only a final subclass that knows its own `adjustScheduledTime` may pass it.
  package init(
    initialClock: VirtualTime, converter: Converter, toKey: @escaping @Sendable (VirtualTime) -> Int64,
    fromKey: @escaping @Sendable (Int64) -> VirtualTime, dateOfKey: (@Sendable (Int64) -> RxTime)? = nil,
    relativeKey: (@Sendable (_ clock: Int64, RxTimeInterval) -> Int64)? = nil
  ) {
    self.converter = converter
    store = .keyed(
      Keyed(
        queue: VirtualTimeQueue(clock: toKey(initialClock)), toKey: toKey, fromKey: fromKey, dateOfKey: dateOfKey,
        relativeKey: relativeKey))
  }

  /// Creates a scheduler on a timeline shared with other styles' test schedulers: its work waits
  /// on `base`, in one order with theirs, and its clock is `base`'s seen through `fromBase`.
  /// - Parameters:
  ///   - converter: the unit of the clock.
  ///   - base: the shared timeline.
  ///   - toBase: a virtual time as a time of `base`; must preserve order.
  ///   - fromBase: a time of `base` as a virtual time, the inverse of `toBase`.
  package init(
    converter: Converter, sharing base: VirtualTimeline<Duration>,
    toBase: @escaping @Sendable (VirtualTime) -> Duration, fromBase: @escaping @Sendable (Duration) -> VirtualTime
  ) {
    self.converter = converter
    store = .shared(SharedTimeline(base: base, toBase: toBase, fromBase: fromBase))
  }

  /// The current virtual time as a date.
  public var now: RxTime {
    if case .keyed(let keyed) = store, let dateOfKey = keyed.dateOfKey { return dateOfKey(keyed.queue.clock) }
    return converter.convertFromVirtualTime(clock)
  }

  /// The current reading of the virtual clock.
  public var clock: VirtualTime {
    switch store {
    case .keyed(let keyed): keyed.fromKey(keyed.queue.clock)
    case .queue(let queue): queue.clock.time
    case .shared(let shared): shared.fromBase(shared.base.now)
    }
  }

  // Not public: RxSwift's scheduler has no such property, and a user's extension that names
  // one must not collide with it.
  /// Whether ``start()`` or ``advanceTo(_:)`` is running work right now.
  package var isEnabled: Bool {
    switch store {
    case .keyed(let keyed): keyed.queue.isRunning
    case .queue(let queue): queue.isRunning
    case .shared(let shared): shared.base.isAdvancing
    }
  }

  /// The same as `isEnabled`.
  package var isRunning: Bool { isEnabled }

  /// Schedules `action` now: at ``adjustScheduledTime(_:)`` of the current time.
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - action: the work; what it returns is disposed with the returned disposable.
  /// - Returns: a disposable that cancels the work (or disposes what it returned).
  @preconcurrency public func schedule<StateType: Sendable>(
    _ state: StateType, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Schedules `action` `dueTime` from now, converted by the converter and passed through
  /// ``adjustScheduledTime(_:)``.
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: how long after the current virtual time; `.never` means `Date.distantFuture`.
  ///   - action: the work; what it returns is disposed with the returned disposable.
  /// - Returns: a disposable that cancels the work (or disposes what it returned).
  @preconcurrency public func scheduleRelative<StateType: Sendable>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    if case .keyed(let keyed) = store, let relativeKey = keyed.relativeKey {
      let item = VirtualTimeItem { action(state) }
      keyed.queue.enqueue(item, at: relativeKey(keyed.queue.clock, dueTime))
      return item
    }
    let time = adjustScheduledTime(converter.offsetVirtualTime(clock, by: dueTime))
    return scheduleAbsoluteVirtual(state, time: time, action: action)
  }

  /// Schedules `action` `dueTime` virtual units from now, exactly (no adjustment).
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - dueTime: the virtual interval after the current virtual time.
  ///   - action: the work; what it returns is disposed with the returned disposable.
  /// - Returns: a disposable that cancels the work (or disposes what it returned).
  @available(swift, introduced: 6)
  @preconcurrency public func scheduleRelativeVirtual<StateType: Sendable>(
    _ state: StateType, dueTime: VirtualTimeInterval, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    scheduleAbsoluteVirtual(state, time: converter.offsetVirtualTime(clock, offset: dueTime), action: action)
  }

  /// Schedules `action` at virtual time `time`, exactly (no adjustment). A time already past
  /// runs at the next ``start()`` or ``advanceTo(_:)``, before work due later.
  /// - Parameters:
  ///   - state: passed to `action`.
  ///   - time: when to run it.
  ///   - action: the work; what it returns is disposed with the returned disposable.
  /// - Returns: a disposable that cancels the work (or disposes what it returned).
  @available(swift, introduced: 6)
  @preconcurrency public func scheduleAbsoluteVirtual<StateType: Sendable>(
    _ state: StateType, time: VirtualTime, action: @escaping @Sendable (StateType) -> any Disposable
  ) -> any Disposable {
    let item = VirtualTimeItem { action(state) }
    switch store {
    case .keyed(let keyed):
      keyed.queue.enqueue(item, at: keyed.toKey(time))
    case .queue(let queue):
      queue.enqueue(item, at: ConvertedTime(time: time, converter: converter))
    case .shared(let shared):
      shared.base.schedule(at: shared.toBase(time)) { item.invoke() }
    }
    return item
  }

  /// Runs `play(i)` at `times[i]` for every index, exactly (no adjustment), in the order of
  /// (time, index): what scheduling each with ``scheduleAbsoluteVirtual(_:time:action:)`` now,
  /// in index order, would do, but without an item per time on the package's own schedulers.
  /// The playback cannot be cancelled. A hot test observable plays its recording this way.
  /// - Parameters:
  ///   - times: when to run each step.
  ///   - play: runs step `i`.
  @usableFromInline
  package func schedulePlayback(at times: [VirtualTime], play: @escaping @Sendable (Int) -> Void) {
    if case .keyed(let keyed) = store {
      return keyed.queue.enqueuePlayback(at: times.map(keyed.toKey), play: play)
    }
    for index in times.indices {
      _ = scheduleAbsoluteVirtual((), time: times[index]) { _ in
        play(index)
        return Disposables.create()
      }
    }
  }

  /// Moves the due time of work scheduled with ``schedule(_:action:)`` or
  /// ``scheduleRelative(_:dueTime:action:)``; the base class leaves it as it is.
  ///
  /// ```swift
  /// override func adjustScheduledTime(_ time: Int) -> Int { max(time, clock + 1) }
  /// ```
  /// - Parameter time: the due time asked for.
  /// - Returns: the due time to use.
  open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time
  }

  /// Runs `action` after `startAfter` and then every `period` (at least one virtual unit apart),
  /// each time with the state the previous run returned.
  /// - Parameters:
  ///   - state: the first state.
  ///   - startAfter: the delay before the first run.
  ///   - period: the time between runs.
  ///   - action: the work; returns the next state.
  /// - Returns: a disposable that stops the repetition.
  @preconcurrency public func schedulePeriodic<StateType: Sendable>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping @Sendable (StateType) -> StateType
  ) -> any Disposable {
    scheduleRepeating(state, startAfter: startAfter, action: action) {
      self.scheduleAbsoluteVirtual($0, time: self.periodicTime(after: period), action: $1)
    }
  }

  /// `period` after now, but always later than now (by the smallest step the converter can
  /// tell apart), so that a zero period cannot stall the clock.
  private func periodicTime(after period: RxTimeInterval) -> VirtualTime {
    let now = clock
    var time = converter.offsetVirtualTime(now, by: period)
    var step = 1e-9
    while converter.compareVirtualTime(time, now) != .greaterThan, step < 1e9 {
      time = converter.offsetVirtualTime(now, offset: converter.convertToVirtualTimeInterval(step))
      step *= 2
    }
    return time
  }

  /// Runs the scheduled work in time order, moving the clock to each one's time, until none is
  /// left or ``stop()`` is called. Does nothing if the scheduler is already running.
  public func start() {
    switch store {
    case .keyed(let keyed):
      _ = keyed.queue.run(notAfter: nil)
    case .queue(let queue):
      _ = queue.run(notAfter: nil)
    case .shared(let shared):
      if !shared.base.isAdvancing { shared.base.run() }
    }
  }

  /// Makes a running ``start()`` or ``advanceTo(_:)`` return after the work in progress.
  public func stop() {
    switch store {
    case .keyed(let keyed): keyed.queue.stop()
    case .queue(let queue): queue.stop()
    case .shared(let shared): shared.base.stop()
    }
  }

  /// Runs the work due no later than `virtualTime`, in time order, then sets the clock to
  /// `virtualTime`.
  ///
  /// The clock never moves back: a time earlier than the clock, or a call while the scheduler
  /// is already running, changes nothing and reports a ``VirtualTimeSchedulerError`` to
  /// `Hooks.defaultErrorHandler`.
  /// - Parameter virtualTime: the time to advance to.
  public func advanceTo(_ virtualTime: VirtualTime) {
    let now = clock
    guard converter.compareVirtualTime(virtualTime, now) != .lessThan else {
      return report(.advanceToPast(target: "\(virtualTime)", clock: "\(now)"), from: "advanceTo(_:)")
    }
    switch store {
    case .keyed(let keyed):
      if !keyed.queue.run(notAfter: keyed.toKey(virtualTime)) { report(.alreadyRunning, from: "advanceTo(_:)") }
    case .queue(let queue):
      let limit = ConvertedTime(time: virtualTime, converter: converter)
      if !queue.run(notAfter: limit) { report(.alreadyRunning, from: "advanceTo(_:)") }
    case .shared(let shared):
      guard !shared.base.isAdvancing else { return report(.alreadyRunning, from: "advanceTo(_:)") }
      shared.base.advance(to: shared.toBase(virtualTime))
    }
  }

  /// Moves the clock forward by `virtualInterval` without running anything; due work runs at
  /// the next ``start()`` or ``advanceTo(_:)``. May be called from inside running work.
  ///
  /// An interval that would move the clock back changes nothing and reports a
  /// ``VirtualTimeSchedulerError`` to `Hooks.defaultErrorHandler`.
  /// - Parameter virtualInterval: how far to move the clock.
  public func sleep(_ virtualInterval: VirtualTimeInterval) {
    let now = clock
    let target = converter.offsetVirtualTime(now, offset: virtualInterval)
    guard converter.compareVirtualTime(target, now) != .lessThan else {
      return report(.sleepToPast(target: "\(target)", clock: "\(now)"), from: "sleep(_:)")
    }
    switch store {
    case .keyed(let keyed):
      keyed.queue.moveClock(to: keyed.toKey(target))
    case .queue(let queue):
      queue.moveClock(to: ConvertedTime(time: target, converter: converter))
    case .shared(let shared):
      shared.base.moveClock(to: shared.toBase(target))
    }
  }

  /// The due times of the waiting work, earliest first.
  public var debugDescription: String {
    let times: [VirtualTime]
    switch store {
    case .keyed(let keyed):
      times = keyed.queue.pendingTimes.map(keyed.fromKey)
    case .queue(let queue):
      times = queue.pendingTimes.map(\.time)
    case .shared:
      return "VirtualTimeScheduler(shared timeline)"
    }
    return "VirtualTimeScheduler(clock: \(clock), due: \(times))"
  }

  private func report(_ error: VirtualTimeSchedulerError, from method: String) {
    Hooks.defaultErrorHandler(["VirtualTimeScheduler.\(method)"], error)
  }

  /// The queue of a scheduler whose times map onto keys (see
  /// `init(initialClock:converter:toKey:fromKey:dateOfKey:relativeKey:)`).
  private final class Keyed: Sendable {
    let queue: VirtualTimeQueue<Int64>
    let toKey: @Sendable (VirtualTime) -> Int64
    let fromKey: @Sendable (Int64) -> VirtualTime
    /// A concrete subclass's own `now` and `scheduleRelative` due time on keys, which skip this
    /// class's generic path.
    let dateOfKey: (@Sendable (Int64) -> RxTime)?
    let relativeKey: (@Sendable (_ clock: Int64, RxTimeInterval) -> Int64)?

    init(
      queue: VirtualTimeQueue<Int64>, toKey: @escaping @Sendable (VirtualTime) -> Int64,
      fromKey: @escaping @Sendable (Int64) -> VirtualTime, dateOfKey: (@Sendable (Int64) -> RxTime)?,
      relativeKey: (@Sendable (_ clock: Int64, RxTimeInterval) -> Int64)?
    ) {
      self.queue = queue
      self.toKey = toKey
      self.fromKey = fromKey
      self.dateOfKey = dateOfKey
      self.relativeKey = relativeKey
    }
  }

  /// Another timeline this scheduler's work waits on (see `init(converter:sharing:toBase:fromBase:)`).
  private final class SharedTimeline: Sendable {
    let base: VirtualTimeline<Duration>
    let toBase: @Sendable (VirtualTime) -> Duration
    let fromBase: @Sendable (Duration) -> VirtualTime

    init(
      base: VirtualTimeline<Duration>, toBase: @escaping @Sendable (VirtualTime) -> Duration,
      fromBase: @escaping @Sendable (Duration) -> VirtualTime
    ) {
      self.base = base
      self.toBase = toBase
      self.fromBase = fromBase
    }
  }
}

/// A misuse of a ``VirtualTimeScheduler`` that it refused, reported to `Hooks.defaultErrorHandler`.
///
/// ```swift
/// scheduler.advanceTo(500)
/// scheduler.advanceTo(100)  // reports .advanceToPast(target: "100", clock: "500"); the clock stays at 500
/// ```
public enum VirtualTimeSchedulerError: Error, Equatable, CustomDebugStringConvertible {
  /// `advanceTo(_:)` was asked to move the clock back.
  case advanceToPast(target: String, clock: String)
  /// `sleep(_:)` was asked to move the clock back.
  case sleepToPast(target: String, clock: String)
  /// `advanceTo(_:)` was called while the scheduler was already running work.
  case alreadyRunning

  /// What went wrong and what to do instead.
  public var debugDescription: String {
    switch self {
    case .advanceToPast(let target, let clock):
      "advanceTo(\(target)) would move the virtual clock back from \(clock); the clock only moves forward."
    case .sleepToPast(let target, let clock):
      "sleep would move the virtual clock back from \(clock) to \(target); pass a non-negative interval."
    case .alreadyRunning:
      "advanceTo(_:) was called while the scheduler was running work; schedule the work instead."
    }
  }
}

// Safety: stored properties are immutable; the clock and the work live in the store's queue, lock or shared timeline.
extension VirtualTimeScheduler: @unchecked Sendable {}
