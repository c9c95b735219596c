import RxStyle
import StyleInternals

/// An observer that records every event with the virtual time it arrived.
///
/// Made by ``TestScheduler/createObserver(_:)`` or returned by ``TestScheduler/start(created:subscribed:disposed:create:)``.
///
/// ```swift
/// let observer = scheduler.createObserver(Int.self)
/// source.subscribe(observer).disposed(by: bag)
/// scheduler.start()
/// XCTAssertEqual(observer.events, [.next(210, 1), .completed(300)])
/// ```
// Safety: the recorded events live inside `recorded`'s lock; the scheduler is thread-safe.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
  @usableFromInline let scheduler: TestScheduler
  @usableFromInline let recorded = Lock<[Recorded<Event<Element>>]>([])

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Every event received so far, with its virtual time.
  public var events: [Recorded<Event<Element>>] { recorded.value }

  /// Records `event` at the scheduler's current time.
  @inlinable
  public func on(_ event: Event<Element>) {
    let time = scheduler.clock
    recorded.withLock { $0.append(Recorded(time: time, value: event)) }
  }
}
