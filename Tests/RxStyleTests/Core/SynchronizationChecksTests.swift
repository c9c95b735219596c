import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class SynchronizationChecksTests: RxStyleTestCase {
  override func tearDown() {
    SynchronizationChecks.policy = .ignore
    super.tearDown()
  }

  func test_reentrantDeliveryToOneObserverIsReported() {
    let anomalies = Lock<[SynchronizationAnomaly.Kind]>([])
    SynchronizationChecks.policy = .report { anomaly in anomalies.withLock { $0.append(anomaly.kind) } }
    let observer = Lock<AnyObserver<Int>?>(nil)
    let source = Observable<Int>.create { incoming in
      observer.withLock { $0 = incoming }
      return Disposables.create()
    }
    let received = Lock<[Int]>([])
    let subscription = source.subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value == 1 { observer.withLock { $0 }?.onNext(2) }
    })
    observer.withLock { $0 }?.onNext(1)
    XCTAssertEqual(received.withLock { $0 }, [1, 2], "the nested event is still delivered")
    XCTAssertEqual(anomalies.withLock { $0 }, [.reentrancy])
    subscription.dispose()
    observer.withLock { $0 = nil }
  }

  func test_serialDeliveryIsNotReported() {
    let anomalies = Lock(0)
    SynchronizationChecks.policy = .report { _ in anomalies.withLock { $0 += 1 } }
    _ = Observable.of(1, 2, 3).map { $0 }.subscribe()
    XCTAssertEqual(anomalies.withLock { $0 }, 0)
  }

  func test_ignorePolicyReportsNothing() {
    SynchronizationChecks.policy = .ignore
    let observer = Lock<AnyObserver<Int>?>(nil)
    let subscription = Observable<Int>.create { incoming in
      observer.withLock { $0 = incoming }
      return Disposables.create()
    }.subscribe(onNext: { value in if value == 1 { observer.withLock { $0 }?.onNext(2) } })
    observer.withLock { $0 }?.onNext(1)
    subscription.dispose()
    observer.withLock { $0 = nil }
  }
}
