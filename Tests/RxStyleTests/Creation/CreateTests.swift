import RxStyle
import RxStyleTest
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
    assertLiveSubscriptionReleasesItsOwner { owner in
      .create { _ in withExtendedLifetime(owner) { Disposables.create() } }
    }
  }

  func test_deferred_liveSubscription_doesNotKeepWhatTheFactoryCaptured() {
    assertLiveSubscriptionReleasesItsOwner { owner in .deferred { withExtendedLifetime(owner) { .never() } } }
  }

  private final class Owner: Sendable {}

  /// Subscribes to an endless observable built by `endless` and checks that, once the closure has
  /// run, nothing the live subscription holds keeps the owner it captured.
  private func assertLiveSubscriptionReleasesItsOwner(
    _ endless: (Owner) -> Observable<Int>, line: UInt = #line
  ) {
    var owner: Owner? = Owner()
    weak let released = owner
    let subscription = owner.map(endless)?.subscribe()
    owner = nil
    XCTAssertNil(released, line: line)
    subscription?.dispose()
  }
}
