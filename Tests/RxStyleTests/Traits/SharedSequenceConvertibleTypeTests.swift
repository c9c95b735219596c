import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

// The activity indicator of RxSwift's example app, as RxCocoa's documentation shows it: a type of
// the app's own that conforms to `SharedSequenceConvertibleType` with `asSharedSequence()` alone.
// The only changes are Swift 6's: the indicator and its token are `Sendable`, and the tracked
// source is turned into an observable before the `@Sendable` closure captures it.

private struct ActivityToken<E>: ObservableConvertibleType, Disposable {
  private let _source: Observable<E>
  private let _dispose: Cancelable

  init(source: Observable<E>, disposeAction: @escaping @Sendable () -> Void) {
    _source = source
    _dispose = Disposables.create(with: disposeAction)
  }

  func dispose() {
    _dispose.dispose()
  }

  func asObservable() -> Observable<E> {
    _source
  }
}

/// Sends `true` while at least one tracked sequence is running, and `false` when none is.
private final class ActivityIndicator: SharedSequenceConvertibleType, Sendable {
  typealias Element = Bool
  typealias SharingStrategy = DriverSharingStrategy

  private let _lock = NSRecursiveLock()
  private let _relay = BehaviorRelay(value: 0)
  private let _loading: SharedSequence<SharingStrategy, Bool>

  init() {
    _loading = _relay.asDriver()
      .map { $0 > 0 }
      .distinctUntilChanged()
  }

  fileprivate func trackActivityOfObservable<Source: ObservableConvertibleType>(_ source: Source) -> Observable<
    Source.Element
  > {
    let source = source.asObservable()
    return Observable.using(
      { () -> ActivityToken<Source.Element> in
        self.increment()
        return ActivityToken(source: source, disposeAction: self.decrement)
      },
      observableFactory: { t in
        t.asObservable()
      })
  }

  private func increment() {
    _lock.lock()
    _relay.accept(_relay.value + 1)
    _lock.unlock()
  }

  private func decrement() {
    _lock.lock()
    _relay.accept(_relay.value - 1)
    _lock.unlock()
  }

  func asSharedSequence() -> SharedSequence<SharingStrategy, Element> {
    _loading
  }
}

extension ObservableConvertibleType {
  fileprivate func trackActivity(_ activityIndicator: ActivityIndicator) -> Observable<Element> {
    activityIndicator.trackActivityOfObservable(self)
  }
}

// The indicator is made as an app makes it, outside any `SharingScheduler.mock` scope, so its
// driver delivers on the main scheduler, which runs at once when called on the main thread, where
// the test scheduler runs its work: every change arrives at the tick it happens.
final class SharedSequenceConvertibleTypeTests: RxStyleTestCase {
  func test_ownConformingType_getsAsObservable_andIsLoadingExactlyWhileTrackedWorkRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let indicator = ActivityIndicator()
    let first = scheduler.createColdObservable([.next(10, "a"), .completed(50)])
    let second = scheduler.createColdObservable([.next(20, "b"), .completed(150)])
    let work = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(300) { first.trackActivity(indicator).subscribe(work).disposed(by: bag) }
    scheduler.scheduleAt(320) { second.trackActivity(indicator).subscribe(work).disposed(by: bag) }

    let loading = scheduler.start { indicator.asObservable() }

    // The two runs overlap from 320 to 350, so `true` is sent once, and `false` when the second
    // one ends.
    XCTAssertEqual(loading.events, [.next(200, false), .next(300, true), .next(470, false)])
    XCTAssertEqual(work.events, [.next(310, "a"), .next(340, "b"), .completed(350), .completed(470)])
    XCTAssertEqual(first.subscriptions, [Subscription(300, 350)])
    XCTAssertEqual(second.subscriptions, [Subscription(320, 470)])
  }

  func test_ownConformingType_asDriver_replaysTheCurrentStateToALateObserver() {
    let scheduler = TestScheduler(initialClock: 0)
    let indicator = ActivityIndicator()
    let work = scheduler.createColdObservable([.next(10, "a"), .completed(100)])
    let early = scheduler.createObserver(Bool.self)
    let late = scheduler.createObserver(Bool.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) { indicator.asDriver().asObservable().subscribe(early).disposed(by: bag) }
    scheduler.scheduleAt(300) { work.trackActivity(indicator).subscribe().disposed(by: bag) }
    scheduler.scheduleAt(350) { indicator.asDriver().asObservable().subscribe(late).disposed(by: bag) }
    scheduler.start()

    // The late observer shares the running subscription and gets its latest value at once.
    XCTAssertEqual(early.events, [.next(200, false), .next(300, true), .next(400, false)])
    XCTAssertEqual(late.events, [.next(350, true), .next(400, false)])
  }

  @MainActor
  func test_ownConformingType_drivesLikeADriver_andTakesTheDriverOperators() {
    let scheduler = TestScheduler(initialClock: 0)
    let indicator = ActivityIndicator()
    let work = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let seen = scheduler.createObserver(Bool.self)
    let labels = scheduler.createObserver(String.self)
    let bag = DisposeBag()
    indicator.drive(seen).disposed(by: bag)
    indicator.map { $0 ? "busy" : "idle" }.drive(labels).disposed(by: bag)
    scheduler.scheduleAt(100) { work.trackActivity(indicator).subscribe().disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(seen.events, [.next(0, false), .next(100, true), .next(120, false)])
    XCTAssertEqual(labels.events, [.next(0, "idle"), .next(100, "busy"), .next(120, "idle")])
  }
}
