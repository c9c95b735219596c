import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class DoTests: RxStyleTestCase {
  func test_do_runsHandlersAroundEachEvent_thenDispose() {
    let log = Locked<[String]>([])
    let source = Observable.of(1, 2).do(
      onNext: { value in log.withLock { $0.append("on \(value)") } },
      afterNext: { value in log.withLock { $0.append("after \(value)") } },
      onCompleted: { log.withLock { $0.append("onCompleted") } },
      afterCompleted: { log.withLock { $0.append("afterCompleted") } },
      onSubscribe: { log.withLock { $0.append("subscribe") } },
      onSubscribed: { log.withLock { $0.append("subscribed") } },
      onDispose: { log.withLock { $0.append("dispose") } })
    _ = source.subscribe(onNext: { value in log.withLock { $0.append("next \(value)") } })
    XCTAssertEqual(
      log.value,
      // `of` emits from the trampoline once the whole chain is subscribed, as in RxSwift.
      [
        "subscribe", "subscribed", "on 1", "next 1", "after 1", "on 2", "next 2", "after 2", "onCompleted",
        "afterCompleted", "dispose",
      ])
  }

  func test_do_errorHandlers() {
    let log = Locked<[String]>([])
    let source = Observable<Int>.error(TestError()).do(
      onError: { _ in log.withLock { $0.append("onError") } },
      afterError: { _ in log.withLock { $0.append("afterError") } },
      onDispose: { log.withLock { $0.append("dispose") } })
    XCTAssertEqual(record(source), [.error(TestError())])
    XCTAssertEqual(log.value, ["onError", "afterError", "dispose"])
  }

  func test_do_throwingOnNext_endsWithThatError() {
    let source = Observable.of(1, 2, 3).do(onNext: { value in if value == 2 { throw TestError(code: 2) } })
    XCTAssertEqual(record(source), [.next(1), .error(TestError(code: 2))])
  }

  func test_do_throwingAfterNext_endsAfterTheElement() {
    let source = Observable.of(1, 2).do(afterNext: { _ in throw TestError(code: 1) })
    XCTAssertEqual(record(source), [.next(1), .error(TestError(code: 1))])
  }

  func test_do_onDisposeWhenDisposedByTheSubscriber() {
    let disposed = Locked(0)
    let subscription = Observable<Int>.never().do(onDispose: { disposed.withLock { $0 += 1 } }).subscribe()
    XCTAssertEqual(disposed.value, 0)
    subscription.dispose()
    subscription.dispose()
    XCTAssertEqual(disposed.value, 1)
  }
}
