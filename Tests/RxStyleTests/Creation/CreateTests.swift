import RxStyle
import StyleInternals
import TestSupport
import XCTest

final class CreateTests: RxStyleTestCase {
  func test_create_ignoresEventsAfterTerminal_andDisposesItsResource() {
    let disposed = Lock(0)
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      observer.onNext(2)
      observer.onError(TestError())
      return Disposables.create { disposed.withLock { $0 += 1 } }
    }
    XCTAssertEqual(record(source), [.next(1), .completed])
    XCTAssertEqual(disposed.withLock { $0 }, 1)
  }

  func test_create_disposingTheSubscriptionDisposesTheResourceOnce() {
    let disposed = Lock(0)
    let source = Observable<Int>.create { _ in Disposables.create { disposed.withLock { $0 += 1 } } }
    let subscription = source.subscribe()
    XCTAssertEqual(disposed.withLock { $0 }, 0)
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(disposed.withLock { $0 }, 1)
  }

  func test_create_liveSubscription_doesNotKeepWhatTheSubscribeClosureCaptured() {
    final class Owner: Sendable {
      func endless() -> Observable<Int> { .create { _ in withExtendedLifetime(self) { Disposables.create() } } }
    }
    var owner: Owner? = Owner()
    weak let released = owner
    let subscription = owner?.endless().subscribe()
    owner = nil
    // The closure ran at subscription and nothing holds it since, though the subscription lives.
    XCTAssertNil(released)
    subscription?.dispose()
  }

  func test_deferred_liveSubscription_doesNotKeepWhatTheFactoryCaptured() {
    final class Owner: Sendable {
      func endless() -> Observable<Int> { .deferred { withExtendedLifetime(self) { .never() } } }
    }
    var owner: Owner? = Owner()
    weak let released = owner
    let subscription = owner?.endless().subscribe()
    owner = nil
    XCTAssertNil(released)
    subscription?.dispose()
  }
}
