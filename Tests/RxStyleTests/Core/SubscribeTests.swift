import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class SubscribeTests: RxStyleTestCase {
  func test_subscribeClosures_runInOrder_andOnDisposedAfterTerminal() {
    let log = Lock<[String]>([])
    _ = Observable.of(1, 2).subscribe(
      onNext: { value in log.withLock { $0.append("next \(value)") } },
      onError: { _ in log.withLock { $0.append("error") } },
      onCompleted: { log.withLock { $0.append("completed") } },
      onDisposed: { log.withLock { $0.append("disposed") } })
    XCTAssertEqual(log.withLock { $0 }, ["next 1", "next 2", "completed", "disposed"])
  }

  func test_subscribeClosures_onDisposedWhenDisposedByUser() {
    let log = Lock<[String]>([])
    let subscription = Observable<Int>.never().subscribe(onDisposed: { log.withLock { $0.append("disposed") } })
    XCTAssertEqual(log.withLock { $0 }, [])
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(log.withLock { $0 }, ["disposed"])
  }

  func test_subscribeWithObject_doesNotRetainIt() {
    // Safety: used on the test's thread only; the subscriptions it owns deliver synchronously.
    final class Owner: @unchecked Sendable { var values: [Int] = [] }
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subject = Observable<Int>.create { observer in
      observer.onNext(1)
      return Disposables.create()
    }
    let subscription = subject.subscribe(with: owner!, onNext: { owner, value in owner.values.append(value) })
    XCTAssertEqual(owner?.values, [1])
    owner = nil
    XCTAssertNil(weakOwner)
    subscription.dispose()
  }

  func test_disposal_releasesClosuresAfterCompletion() {
    final class Token: Sendable {}
    var token: Token? = Token()
    weak let weakToken = token
    let bag = DisposeBag()
    Observable.just(1).subscribe(onNext: { [token] _ in _ = token }).disposed(by: bag)
    token = nil
    XCTAssertNil(weakToken, "a completed subscription must let go of its closures")
  }
}
