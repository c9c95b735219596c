import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class MaybeTests: RxStyleTestCase {
  func test_maybeCreate_successErrorCompleted() {
    let success = Maybe<Int>.create { observer in
      observer(.success(1))
      observer(.completed)
      return Disposables.create()
    }
    let empty = Maybe<Int>.create { observer in
      observer(.completed)
      return Disposables.create()
    }
    let failure = Maybe<Int>.create { observer in
      observer(.error(TestError()))
      return Disposables.create()
    }
    XCTAssertEqual(record(success), [.next(1), .completed])
    XCTAssertEqual(record(empty), [.completed])
    XCTAssertEqual(record(failure), [.error(TestError())])
  }

  func test_maybeSubscribe_callsExactlyOneOutcome() {
    let log = Locked<[String]>([])
    for maybe in [Maybe.just(1), Maybe<Int>.empty(), Maybe<Int>.error(TestError())] {
      _ = maybe.subscribe(
        onSuccess: { value in log.withLock { $0.append("success \(value)") } },
        onError: { _ in log.withLock { $0.append("error") } },
        onCompleted: { log.withLock { $0.append("completed") } })
    }
    XCTAssertEqual(log.value, ["success 1", "completed", "error"])
  }

  func test_maybeSubscribe_eventObserver() {
    let log = Locked<[String]>([])
    _ = Maybe<Int>.empty().subscribe { event in
      if case .completed = event { log.withLock { $0.append("completed") } }
    }
    XCTAssertEqual(log.value, ["completed"])
  }

  func test_asMaybe_atMostOneElement() {
    XCTAssertEqual(record(Observable.of(1).asMaybe()), [.next(1), .completed])
    XCTAssertEqual(record(Observable<Int>.empty().asMaybe()), [.completed])
    XCTAssertEqual(record(Observable.of(1, 2).asMaybe()), [.error(RxError.moreThanOneElement)])
  }

  func test_maybeMapFlatMapCatchAndReturn() {
    XCTAssertEqual(record(Maybe.just(1).map { $0 + 1 }), [.next(2), .completed])
    XCTAssertEqual(record(Maybe<Int>.empty().flatMap { Maybe.just($0 + 1) }), [.completed])
    XCTAssertEqual(record(Maybe.just(1).flatMap { Maybe.just($0 + 1) }), [.next(2), .completed])
    XCTAssertEqual(record(Maybe<Int>.error(TestError()).catchAndReturn(0)), [.next(0), .completed])
  }
}

final class CompletableTests: RxStyleTestCase {
  func test_completableCreate_completedAndError() {
    let completed = Completable.create { observer in
      observer(.completed)
      observer(.error(TestError()))
      return Disposables.create()
    }
    let failed = Completable.create { observer in
      observer(.error(TestError(code: 1)))
      return Disposables.create()
    }
    XCTAssertEqual(record(completed), [.completed])
    XCTAssertEqual(record(failed), [.error(TestError(code: 1))])
  }

  func test_completableSubscribe_closuresAndEventObserver() {
    let log = Locked<[String]>([])
    _ = Completable.empty().subscribe(
      onCompleted: { log.withLock { $0.append("completed") } },
      onError: { _ in log.withLock { $0.append("error") } },
      onDisposed: { log.withLock { $0.append("disposed") } })
    _ = Completable.error(TestError()).subscribe { event in
      if case .error = event { log.withLock { $0.append("error event") } }
    }
    XCTAssertEqual(log.value, ["completed", "disposed", "error event"])
  }

  func test_asCompletable_onANeverSequence_infersTheElementType() {
    let scheduler = TestScheduler(initialClock: 0)
    let completable = scheduler.createColdObservable([.completed(20)]).asCompletable()
    let observer = scheduler.start { completable.asObservable() }
    XCTAssertEqual(observer.events, [.completed(220)])
  }

  func test_asCompletable_ignoresElements_keepsTheEnd() {
    XCTAssertEqual(record(Observable.of(1, 2).asCompletable()), [.completed])
    XCTAssertEqual(record(Observable<Int>.error(TestError()).asCompletable()), [.error(TestError())])
  }

  func test_andThen_continuesAfterCompletion_withEachTrait() {
    XCTAssertEqual(record(Completable.empty().andThen(Single.just(1))), [.next(1), .completed])
    XCTAssertEqual(record(Completable.empty().andThen(Maybe<Int>.empty())), [.completed])
    XCTAssertEqual(record(Completable.empty().andThen(Completable.empty())), [.completed])
    XCTAssertEqual(record(Completable.empty().andThen(Observable.of(1, 2))), [.next(1), .next(2), .completed])
  }

  func test_andThen_errorSkipsTheSecond() {
    let subscribed = Locked(0)
    let second = Single<Int>.deferred {
      subscribed.withLock { $0 += 1 }
      return .just(1)
    }
    XCTAssertEqual(record(Completable.error(TestError()).andThen(second)), [.error(TestError())])
    XCTAssertEqual(subscribed.value, 0)
  }

  func test_andThen_waitsForCompletion_andDisposalReachesTheSecond() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = first.asCompletable().andThen(second.asObservable()).subscribe(recorder)
    XCTAssertFalse(second.hasObservers)
    first.onNext(1)
    first.onCompleted()
    XCTAssertTrue(second.hasObservers)
    second.onNext(5)
    subscription.dispose()
    XCTAssertFalse(second.hasObservers)
    XCTAssertEqual(recorder.events, [.next(5)])
  }

  func test_completableDo_onCompletedAndOnDispose() {
    let log = Locked<[String]>([])
    _ = Completable.empty().do(
      onCompleted: { log.withLock { $0.append("completed") } },
      afterCompleted: { log.withLock { $0.append("after") } },
      onDispose: { log.withLock { $0.append("dispose") } }
    ).subscribe()
    XCTAssertEqual(log.value, ["completed", "after", "dispose"])
  }
}

final class TraitSubscribeWithTests: RxStyleTestCase {
  // Safety: used on the test's thread only; the subscriptions it owns deliver synchronously.
  private final class Owner: @unchecked Sendable { var log: [String] = [] }

  func test_maybeAndCompletableSubscribeWithObject_passTheObject() {
    let owner = Owner()
    _ = Maybe.just(1).subscribe(with: owner, onSuccess: { owner, value in owner.log.append("success \(value)") })
    _ = Maybe<Int>.empty().subscribe(with: owner, onCompleted: { owner in owner.log.append("empty") })
    _ = Completable.empty().subscribe(with: owner, onCompleted: { owner in owner.log.append("completed") })
    XCTAssertEqual(owner.log, ["success 1", "empty", "completed"])
  }
}
