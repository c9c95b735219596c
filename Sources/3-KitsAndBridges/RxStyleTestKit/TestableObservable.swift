import RxStyle
import StyleInternals

/// An observable that plays a list of recorded events on a ``TestScheduler`` and records when
/// observers subscribe and unsubscribe.
///
/// - A *hot* one (``TestScheduler/createHotObservable(_:)``) plays its events at their absolute
///   times whether anyone listens or not; a late subscriber misses earlier events.
/// - A *cold* one (``TestScheduler/createColdObservable(_:)``) plays them for each subscriber,
///   with times counted from that subscription.
public final class TestableObservable<Element>: ObservableType, @unchecked Sendable {
  // Safety: the mutable state is only touched under `state`'s lock; the scheduler is thread-safe.
  @usableFromInline struct State {
    // In subscription order, as the keys increase: delivery copies the array and sorts nothing.
    @usableFromInline var observers: [AnyObserver<Element>] = []
    var observerKeys: [UInt64] = []
    var nextKey: UInt64 = 0
    var subscriptions: [Subscription] = []
  }

  @usableFromInline enum Kind {
    case hot
    case cold
  }

  /// The events this observable plays.
  public let recordedEvents: [Recorded<Event<Element>>]

  @usableFromInline let scheduler: TestScheduler
  private let kind: Kind
  @usableFromInline let state = Lock(State())

  @usableFromInline init(kind: Kind, events: [Recorded<Event<Element>>], scheduler: TestScheduler) {
    self.kind = kind
    self.recordedEvents = events
    self.scheduler = scheduler
  }

  // Inlinable, with the delivery below, so that a test's element type specialises the per-event
  // path: a hot observable plays every event through it.
  @inlinable
  static func hot(_ events: [Recorded<Event<Element>>], scheduler: TestScheduler) -> TestableObservable {
    let observable = TestableObservable(kind: .hot, events: events, scheduler: scheduler)
    // One playback instead of an item per event: the same order, with no allocation per event.
    scheduler.schedulePlayback(at: events.map(\.time)) { index in
      observable.deliver(observable.recordedEvents[index].value)
    }
    return observable
  }

  /// Sends `event` to the observers subscribed right now, outside the lock.
  @inlinable
  func deliver(_ event: Event<Element>) {
    for observer in state.withLock({ $0.observers }) { observer.on(event) }
  }

  static func cold(_ events: [Recorded<Event<Element>>], scheduler: TestScheduler) -> TestableObservable {
    TestableObservable(kind: .cold, events: events, scheduler: scheduler)
  }

  /// Every subscription so far, with the times it started and ended.
  public var subscriptions: [Subscription] { state.withLock { $0.subscriptions } }

  /// Subscribes `observer`; a cold observable starts playing its events for it.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    let subscribedAt = scheduler.clock
    let observer = AnyObserver(observer)
    let (key, index) = state.withLock { state in
      defer { state.nextKey += 1 }
      state.observers.append(observer)
      state.observerKeys.append(state.nextKey)
      state.subscriptions.append(Subscription(subscribedAt))
      return (state.nextKey, state.subscriptions.count - 1)
    }
    let playback = kind == .cold ? play(to: observer) : Disposables.create()
    let scheduler = self.scheduler
    return Disposables.create { [self] in
      let unsubscribedAt = scheduler.clock
      state.withLock { state in
        if let position = state.observerKeys.firstIndex(of: key) {
          state.observers.remove(at: position)
          state.observerKeys.remove(at: position)
        }
        state.subscriptions[index] = Subscription(subscribedAt, unsubscribedAt)
      }
      playback.dispose()
    }
  }

  private func play(to observer: AnyObserver<Element>) -> any Disposable {
    let playback = CompositeDisposable()
    for (index, recorded) in recordedEvents.enumerated() {
      playback.insert(
        scheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { [self] _ in
          observer.on(recordedEvents[index].value)
          return Disposables.create()
        })
    }
    return playback
  }
}
