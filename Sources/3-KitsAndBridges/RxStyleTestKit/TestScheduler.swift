import Foundation
import RxStyle
import VirtualTime

/// A virtual-time scheduler for tests, with RxTest's semantics.
///
/// - One tick is `resolution` seconds: with the default `1.0`, `.seconds(5)` is 5 ticks.
/// - With `simulateProcessingDelay` (the default), work scheduled with `schedule` or
///   `scheduleRelative` for the current tick or earlier runs one tick later, as if processing
///   took time (``adjustScheduledTime(_:)``). Hot and cold observables and ``scheduleAt(_:action:)``
///   use their exact times, as RxTest's do.
/// - ``start(created:subscribed:disposed:create:)`` creates the sequence at 100, subscribes at
///   200 and disposes at 1000 by default.
/// - Unlike RxTest's, it may be used from any thread (XCTest, Swift Testing, async tests); work
///   runs on the thread that calls `start()` or `advanceTo(_:)`, in time order and
///   first-in first-out within a tick.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])
/// let observer = scheduler.start { taps.asObservable().scan(0) { count, _ in count + 1 } }
/// XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
/// ```
// Safety: adds only immutable state to the thread-safe VirtualTimeScheduler.
public final class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
  /// The default times of ``start(created:subscribed:disposed:create:)``.
  public enum Defaults {
    /// When the sequence is created.
    public static let created: TestTime = 100
    /// When it is subscribed.
    public static let subscribed: TestTime = 200
    /// When the subscription is disposed.
    public static let disposed: TestTime = 1000
  }

  // The stored configuration is not public, as in RxTest: a user's extension of the scheduler
  // that reads a global of one of these names must keep finding the global.

  /// Whether work scheduled for now or the past runs one tick later.
  let simulateProcessingDelay: Bool

  /// Seconds of real time per tick.
  let resolution: Double

  /// Creates a test scheduler.
  /// - Parameters:
  ///   - initialClock: the starting time in ticks.
  ///   - resolution: seconds per tick; must be positive.
  ///   - simulateProcessingDelay: whether work due now runs one tick later (RxTest's default).
  public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true) {
    precondition(resolution > 0, "TestScheduler requires a positive resolution")
    self.simulateProcessingDelay = simulateProcessingDelay
    self.resolution = resolution
    let converter = TestSchedulerVirtualTimeConverter(resolution: resolution)
    super.init(
      initialClock: initialClock, converter: converter, toKey: { Int64($0) }, fromKey: { TestTime($0) },
      dateOfKey: { converter.convertFromVirtualTime(TestTime($0)) },
      relativeKey: { key, interval in
        let clock = TestTime(key)
        return Int64(
          Self.adjusted(converter.offsetVirtualTime(clock, by: interval), clock: clock, simulateProcessingDelay))
      })
  }

  /// Creates a test scheduler on a timeline shared with the other styles' test schedulers,
  /// with one tick lasting `tick`: tick `n` is `n × tick` after the
  /// shared timeline's start, so intervals keep their real length.
  package init(sharing base: VirtualTimeline<Duration>, tick: Duration, simulateProcessingDelay: Bool = true) {
    precondition(tick >= .nanoseconds(1), "TestScheduler requires a tick of at least one nanosecond")
    let (seconds, attoseconds) = tick.components
    self.simulateProcessingDelay = simulateProcessingDelay
    resolution = Double(seconds) + Double(attoseconds) / 1e18
    super.init(
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution), sharing: base,
      toBase: { tick * $0 }, fromBase: { TestTime($0.attoseconds / tick.attoseconds) })
  }

  /// Moves work due now or earlier to the next tick when the processing delay is on (to now
  /// when it is off); later work keeps its time.
  /// - Parameter time: the due time asked for.
  /// - Returns: the due time to use.
  public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    Self.adjusted(time, clock: clock, simulateProcessingDelay)
  }

  private static func adjusted(_ time: TestTime, clock: TestTime, _ simulateProcessingDelay: Bool) -> TestTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }

  /// Converts an interval to whole ticks, rounding to the nearest tick.
  /// - Parameter interval: a dispatch interval.
  /// - Returns: its length in ticks.
  package func ticks(_ interval: RxTimeInterval) -> VirtualTime {
    converter.ticks(interval)
  }

  /// Runs `action` at virtual time `time` (exactly: this does not add the processing delay).
  ///
  /// The action runs on the thread that advances the clock — in a test, the test's own thread —
  /// so it may touch the test's state.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    let action = TestThreadAction(action)
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action.run()
      return Disposables.create()
    }
  }

  /// A hot observable that sends `events` at their absolute times.
  @inlinable
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    TestableObservable.hot(events, scheduler: self)
  }

  /// A cold observable that sends `events` to each subscriber, timed from its subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
    TestableObservable.cold(events, scheduler: self)
  }

  /// An observer that records events with the time they arrive.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Creates the sequence at `created`, subscribes a recording observer at `subscribed`,
  /// disposes at `disposed`, runs the scheduler until no work is left, and returns the observer.
  ///
  /// `create` may return anything convertible to an observable: an `Observable`, a `Single`,
  /// `Maybe` or `Completable`, or a ``TestableObservable`` itself.
  ///
  /// ```swift
  /// let observer = scheduler.start(created: 0, subscribed: 10, disposed: 500) { service.fetch() }
  /// ```
  /// - Parameters:
  ///   - created: when `create` is called.
  ///   - subscribed: when the observer subscribes.
  ///   - disposed: when the subscription is disposed.
  ///   - create: makes the sequence under test.
  /// - Returns: the observer, holding every event with its time.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: (any Disposable)?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// ``start(created:subscribed:disposed:create:)`` with the default creation and
  /// subscription times (100 and 200).
  /// - Parameters:
  ///   - disposed: when the subscription is disposed.
  ///   - create: makes the sequence under test.
  /// - Returns: the observer, holding every event with its time.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
  }

  /// ``start(created:subscribed:disposed:create:)`` with the default times 100, 200 and 1000.
  ///
  /// ```swift
  /// let observer = scheduler.start { hot }  // a TestableObservable needs no asObservable()
  /// ```
  /// - Parameter create: makes the sequence under test.
  /// - Returns: the observer, holding every event with its time.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
  }
}

/// A test's closure carried onto the virtual timeline.
// Safety: virtual-time actions run on the thread that advances the clock, which in a test is
// the test's own thread — the thread that made the closure.
private struct TestThreadAction: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}
