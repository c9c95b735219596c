import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class PrimitiveSequenceErrorHandlingTests: RxStyleTestCase {
  func test_catch_onMaybeAndCompletable_replacesTheFailure() {
    XCTAssertEqual(record(Maybe<Int>.error(TestError()).catch { _ in .just(2) }), [.next(2), .completed])
    XCTAssertEqual(record(Maybe<Int>.error(TestError()).catch { _ in .empty() }), [.completed])
    XCTAssertEqual(record(Completable.error(TestError()).catch { _ in .empty() }), [.completed])
    XCTAssertEqual(
      record(Single<Int>.error(TestError(code: 1)).catch { _ in .error(TestError(code: 2)) }),
      [.error(TestError(code: 2))])
  }

  func test_catch_aThrowingHandlerFails() {
    XCTAssertEqual(
      record(Single<Int>.error(TestError(code: 1)).catch { _ in throw TestError(code: 3) }),
      [.error(TestError(code: 3))])
  }

  func test_retry_resubscribesUpToTheCount() {
    let attempts = Locked(0)
    let flaky = Single<Int>.create { observer in
      let attempt = attempts.withLock { value -> Int in
        value += 1
        return value
      }
      observer(attempt < 3 ? .failure(TestError(code: attempt)) : .success(attempt))
      return Disposables.create()
    }
    XCTAssertEqual(record(flaky.retry(3)), [.next(3), .completed])
    attempts.withLock { $0 = 0 }
    XCTAssertEqual(record(flaky.retry(2)), [.error(TestError(code: 2))])
  }

  func test_retryWhen_resubscribesWhenTheTriggerEmits_andEndsWithIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError())])
    let observer = scheduler.start {
      source.asObservable().asSingle()
        .retry { (errors: Observable<TestError>) in errors.take(2) }
        .asObservable()
    }
    // The trigger's second element resubscribes; its completion right after comes while the source
    // runs again, so, as in RxSwift, it decides the outcome only at the source's next failure.
    XCTAssertEqual(observer.events, [.completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210), Subscription(210, 220), Subscription(220, 230)])
  }

  func test_using_disposesTheResourceWhenTheTraitEnds() {
    let resource = BooleanDisposable()
    let single = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .just(7) })
    XCTAssertEqual(record(single), [.next(7), .completed])
    XCTAssertTrue(resource.isDisposed)
  }

  func test_using_aThrowingFactoryFails_andStillDisposesTheResource() {
    let resource = BooleanDisposable()
    let completable = Completable.using({ resource }, primitiveSequenceFactory: { _ in throw TestError(code: 5) })
    XCTAssertEqual(record(completable), [.error(TestError(code: 5))])
    XCTAssertTrue(resource.isDisposed)
    let failingResource = Maybe<Int>.using(
      { () throws -> BooleanDisposable in throw TestError(code: 6) }, primitiveSequenceFactory: { _ in .empty() })
    XCTAssertEqual(record(failingResource), [.error(TestError(code: 6))])
  }

  func test_using_disposingMidwayDisposesTheResource() {
    let resource = BooleanDisposable()
    let subscription = Single<Int>.using({ resource }, primitiveSequenceFactory: { _ in .never() }).subscribe()
    XCTAssertFalse(resource.isDisposed)
    subscription.dispose()
    XCTAssertTrue(resource.isDisposed)
  }

  func test_singleFilterAndCompactMap_areMaybes() {
    XCTAssertEqual(record(Single.just(3).filter { $0 > 5 }), [.completed])
    XCTAssertEqual(record(Single.just(8).filter { $0 > 5 }), [.next(8), .completed])
    XCTAssertEqual(record(Single.just("4").compactMap { Int($0) }), [.next(4), .completed])
    XCTAssertEqual(record(Single.just("x").compactMap { Int($0) }), [.completed])
    XCTAssertEqual(record(Maybe.just(2).filter { $0 > 5 }), [.completed])
  }

  func test_ifEmpty_replacesOnlyAnEmptyCompletion() {
    XCTAssertEqual(record(Maybe<Int>.empty().ifEmpty(default: 1)), [.next(1), .completed])
    XCTAssertEqual(record(Maybe.just(2).ifEmpty(default: 1)), [.next(2), .completed])
    XCTAssertEqual(record(Maybe<Int>.error(TestError()).ifEmpty(default: 1)), [.error(TestError())])
    XCTAssertEqual(record(Maybe<Int>.empty().ifEmpty(switchTo: Maybe.just(3))), [.next(3), .completed])
    XCTAssertEqual(record(Maybe<Int>.empty().ifEmpty(switchTo: Single.just(4))), [.next(4), .completed])
    XCTAssertEqual(record(Maybe.just(5).ifEmpty(switchTo: Single.just(4))), [.next(5), .completed])
  }

  func test_ifEmptySwitchTo_subscribesTheOtherOnlyAfterAnEmptyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
    let other = scheduler.createColdObservable([.next(5, 9), .completed(5)])
    let observer = scheduler.start {
      empty.asObservable().asMaybe().ifEmpty(switchTo: other.asObservable().asSingle()).asObservable()
    }
    XCTAssertEqual(observer.events, [.next(215, 9), .completed(215)])
    XCTAssertEqual(other.subscriptions, [Subscription(210, 215)])
  }
}
