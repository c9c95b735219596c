import AsyncStyleTestKit
import Foundation
import ProducerStyle
import RxStyleTestKit
import VirtualTime

/// One virtual clock for the three styles: a Rx-style `TestScheduler`, a producer-style
/// `TestScheduler` and an `AsyncTestScheduler` that all wait on one timeline.
///
/// Whichever scheduler work was given to, it runs in one order: by virtual time, then first-in
/// first-out across the styles. Each style keeps its own units, mapped onto the shared time:
/// - rx: one tick lasts ``tick`` (1 ms by default), so `.next(300, x)` is 300 ms after the start
///   and `debounce(.milliseconds(300), scheduler:)` waits 300 ticks;
/// - producer: dates from the scheduler's `startDate`, to the nanosecond, so a recorder's
///   `0.3` is 300 ms after the start;
/// - async: `TestClock` instants from zero, and recorded events in ticks of ``tick``.
///
/// Advancing the shared clock — or any of the three schedulers, which is the same thing — runs
/// everything due in every style. After each piece of work, tasks on the async scheduler run
/// until idle, so an async consumer woken by an Rx or producer event handles it at the same
/// instant.
///
/// ```swift
/// let clock = SharedTestClock()
/// let searches = clock.rxScheduler.createObserver(String.self)
/// model.results.subscribe(searches).disposed(by: bag)           // Rx, ticks of 1 ms
/// let saved = EventRecorder(store.saves, clock: clock.producerScheduler)  // producer, seconds
/// let loaded = clock.asyncScheduler.record(loader.values)       // async, ticks of 1 ms
/// clock.advance(by: .seconds(1))
/// ```
public final class SharedTestClock: Sendable {
  /// The virtual time of one Rx-style tick and of one async recorded tick.
  public let tick: Duration
  /// The shared timeline, counted from zero.
  public let timeline: VirtualTimeline<Duration>
  /// The Rx style's scheduler: ticks of ``tick``, with RxTest's processing delay.
  public let rxScheduler: RxStyleTestKit.TestScheduler
  /// The producer style's scheduler: its `startDate` is the shared clock's zero.
  public let producerScheduler: ProducerStyle.TestScheduler
  /// The async style's scheduler: its clock's instants are offsets from the shared zero.
  public let asyncScheduler: AsyncTestScheduler

  /// Creates the three schedulers on one new timeline at time zero.
  /// - Parameters:
  ///   - tick: how long one Rx-style tick, and one async recorded tick, lasts; at least one
  ///     nanosecond. RxTest code written for one tick per second passes `.seconds(1)`.
  ///   - startDate: the date the producer scheduler reads at time zero.
  ///   - simulateProcessingDelay: whether Rx-style work due now runs one tick later, as in
  ///     RxTest.
  public init(
    tick: Duration = .milliseconds(1), startDate: Date = Date(timeIntervalSinceReferenceDate: 0),
    simulateProcessingDelay: Bool = true
  ) {
    precondition(tick >= .nanoseconds(1), "SharedTestClock: tick must be at least one nanosecond")
    self.tick = tick
    let timeline = VirtualTimeline<Duration>(start: .zero)
    self.timeline = timeline
    rxScheduler = RxStyleTestKit.TestScheduler(
      sharing: timeline, tick: tick, simulateProcessingDelay: simulateProcessingDelay)
    producerScheduler = ProducerStyle.TestScheduler(startDate: startDate, sharing: timeline)
    asyncScheduler = AsyncTestScheduler(tick: tick, sharing: timeline)
  }

  /// The time since the start.
  public var now: Duration { timeline.now }

  /// The time since the start in ticks, rounded down: the Rx scheduler's `clock`.
  public var currentTick: Int { rxScheduler.clock }

  /// Runs the async scheduler's queued tasks until idle, then everything due within `duration`
  /// in every style, in order, and moves the clock forward by `duration`.
  /// - Parameter duration: how far to move; must not be negative.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "SharedTestClock: advance(by:) needs a non-negative duration")
    advance(to: now + duration)
  }

  /// Runs everything due no later than `time` (since the start) in every style, and moves the
  /// clock there; a time in the past only runs the async scheduler's queued tasks.
  public func advance(to time: Duration) {
    asyncScheduler.advance(to: TestClock.Instant(offset: time))
  }

  /// ``advance(to:)-(Duration)`` with the time in ticks.
  public func advance(toTick tick: Int) {
    advance(to: self.tick * tick)
  }

  /// Runs everything scheduled in every style until nothing is left. Never returns while a
  /// repeating timer is still scheduled; use ``advance(by:)`` for such code.
  public func run() {
    asyncScheduler.run()
  }

  /// Runs `action` on the driving thread when the clock reaches `time` (since the start), after
  /// the work of every style already due then, and runs the async scheduler until idle after it.
  /// Use it for inputs that feed several styles at the same instant.
  public func schedule(at time: Duration, _ action: @escaping () -> Void) {
    asyncScheduler.schedule(at: TestClock.Instant(offset: time), action)
  }

  /// ``schedule(at:_:)-(Duration,_)`` with the time in ticks.
  public func schedule(atTick tick: Int, _ action: @escaping () -> Void) {
    schedule(at: self.tick * tick, action)
  }
}
