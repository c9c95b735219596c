import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class SingleTests: RxStyleTestCase {
  func test_singleCreate_success_isNextThenCompleted() {
    let single = Single<Int>.create { observer in
      observer(.success(1))
      observer(.success(2))
      return Disposables.create()
    }
    XCTAssertEqual(record(single), [.next(1), .completed])
  }

  func test_singleCreate_failure_isError_andDisposesItsResource() {
    let disposed = Locked(0)
    let single = Single<Int>.create { observer in
      observer(.failure(TestError(code: 1)))
      return Disposables.create { disposed.withLock { $0 += 1 } }
    }
    XCTAssertEqual(record(single), [.error(TestError(code: 1))])
    XCTAssertEqual(disposed.value, 1)
  }

  func test_singleSubscribe_onSuccessOnFailureOnDisposed() {
    let log = Locked<[String]>([])
    _ = Single.just(5).subscribe(
      onSuccess: { value in log.withLock { $0.append("success \(value)") } },
      onFailure: { _ in log.withLock { $0.append("failure") } },
      onDisposed: { log.withLock { $0.append("disposed") } })
    _ = Single<Int>.error(TestError()).subscribe(
      onSuccess: { _ in log.withLock { $0.append("success") } },
      onFailure: { error in log.withLock { $0.append("failure \(error)") } })
    XCTAssertEqual(log.value, ["success 5", "disposed", "failure TestError(0)"])
  }

  func test_singleSubscribe_resultObserver() {
    let results = Locked<[String]>([])
    _ = Single.just(1).subscribe { event in
      switch event {
      case .success(let value): results.withLock { $0.append("success \(value)") }
      case .failure(let error): results.withLock { $0.append("failure \(error)") }
      }
    }
    _ = Single<Int>.error(TestError(code: 2)).subscribe { event in
      if case .failure(let error) = event { results.withLock { $0.append("failure \(error)") } }
    }
    XCTAssertEqual(results.value, ["success 1", "failure TestError(2)"])
  }

  func test_asSingle_exactlyOneElement() {
    XCTAssertEqual(record(Observable.of(1).asSingle()), [.next(1), .completed])
    XCTAssertEqual(record(Observable<Int>.empty().asSingle()), [.error(RxError.noElements)])
    XCTAssertEqual(record(Observable.of(1, 2, 3).asSingle()), [.error(RxError.moreThanOneElement)])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).asSingle()), [.error(TestError())])
  }

  func test_asSingle_secondElementFailsAtOnce_andDisposesTheSource() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.asSingle().asObservable().subscribe(recorder)
    subject.onNext(1)
    XCTAssertEqual(recorder.events, [])
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [.error(RxError.moreThanOneElement)])
    XCTAssertFalse(subject.hasObservers)
    subscription.dispose()
  }

  func test_singleMap_andThrowingMap() {
    XCTAssertEqual(record(Single.just(2).map { $0 * 10 }), [.next(20), .completed])
    let failing = Single.just(2).map { _ -> Int in throw TestError(code: 9) }
    XCTAssertEqual(record(failing), [.error(TestError(code: 9))])
  }

  func test_singleFlatMap_continuesWithTheInnerSingle() {
    let chained = Single.just(2).flatMap { value in Single.just("\(value)!") }
    XCTAssertEqual(record(chained), [.next("2!"), .completed])
    let failingInner = Single.just(2).flatMap { _ in Single<String>.error(TestError(code: 3)) }
    XCTAssertEqual(record(failingInner), [.error(TestError(code: 3))])
    let failingOuter = Single<Int>.error(TestError(code: 4)).flatMap { Single.just("\($0)") }
    XCTAssertEqual(record(failingOuter), [.error(TestError(code: 4))])
  }

  func test_singleFlatMap_disposingDisposesTheInnerSubscription() {
    let inner = PublishSubject<Int>()
    let chained = Single.just(1).flatMap { _ in inner.asSingle() }
    let subscription = chained.subscribe()
    XCTAssertTrue(inner.hasObservers)
    subscription.dispose()
    XCTAssertFalse(inner.hasObservers)
  }

  func test_singleCatchAndReturn_andCatch() {
    XCTAssertEqual(record(Single<Int>.error(TestError()).catchAndReturn(0)), [.next(0), .completed])
    XCTAssertEqual(record(Single.just(1).catchAndReturn(0)), [.next(1), .completed])
    let recovered = Single<Int>.error(TestError(code: 1)).catch { _ in .just(7) }
    XCTAssertEqual(record(recovered), [.next(7), .completed])
  }

  func test_singleDo_runsHandlersInOrder() {
    let log = Locked<[String]>([])
    let single = Single.just(1).do(
      onSuccess: { value in log.withLock { $0.append("success \(value)") } },
      afterSuccess: { value in log.withLock { $0.append("after \(value)") } },
      onSubscribe: { log.withLock { $0.append("subscribe") } },
      onSubscribed: { log.withLock { $0.append("subscribed") } },
      onDispose: { log.withLock { $0.append("dispose") } })
    _ = single.subscribe(onSuccess: { value in log.withLock { $0.append("received \(value)") } })
    XCTAssertEqual(log.value, ["subscribe", "success 1", "received 1", "after 1", "subscribed", "dispose"])
  }

  func test_singleDeferredNeverError() {
    let calls = Locked(0)
    let deferred = Single<Int>.deferred {
      calls.withLock { $0 += 1 }
      return .just(calls.value)
    }
    XCTAssertEqual(calls.value, 0)
    XCTAssertEqual(record(deferred), [.next(1), .completed])
    XCTAssertEqual(record(deferred), [.next(2), .completed])
    XCTAssertEqual(record(Single<Int>.never()), [])
  }

  func test_singleAsMaybeAndAsCompletable() {
    XCTAssertEqual(record(Single.just(1).asMaybe()), [.next(1), .completed])
    XCTAssertEqual(record(Single.just(1).asCompletable()), [.completed])
  }

  func test_singleSubscribeWithObject_passesTheObject() {
    // Safety: used on the test's thread only; the subscriptions it owns deliver synchronously.
    final class Owner: @unchecked Sendable { var values: [Int] = [] }
    let owner = Owner()
    _ = Single.just(3).subscribe(with: owner, onSuccess: { owner, value in owner.values.append(value) })
    XCTAssertEqual(owner.values, [3])
  }
}
