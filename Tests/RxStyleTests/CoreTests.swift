import Locking
import RxStyle
import TestSupport
import XCTest

final class CoreTests: RxStyleTestCase {
  func test_just_emitsElementThenCompletes() {
    XCTAssertEqual(record(Observable.just(1)), [.next(1), .completed])
  }

  func test_of_emitsElementsInOrder() {
    XCTAssertEqual(record(Observable.of(1, 2, 3)), [.next(1), .next(2), .next(3), .completed])
  }

  func test_from_emitsSequenceAnewForEachSubscriber() {
    let source = Observable.from(1...3)
    XCTAssertEqual(record(source), [.next(1), .next(2), .next(3), .completed])
    XCTAssertEqual(record(source), [.next(1), .next(2), .next(3), .completed])
  }

  func test_range_emitsConsecutiveIntegers() {
    XCTAssertEqual(record(Observable.range(start: 5, count: 3)), [.next(5), .next(6), .next(7), .completed])
    XCTAssertEqual(record(Observable<Int>.range(start: 5, count: 0)), [.completed])
  }

  func test_emptyNeverError() {
    XCTAssertEqual(record(Observable<Int>.empty()), [.completed])
    XCTAssertEqual(record(Observable<Int>.never()), [])
    XCTAssertEqual(record(Observable<Int>.error(TestError())), [.error(TestError())])
  }

  func test_generate_emitsStatesWhileConditionHolds() {
    let source = Observable.generate(initialState: 1, condition: { $0 < 20 }, iterate: { $0 * 3 })
    XCTAssertEqual(record(source), [.next(1), .next(3), .next(9), .completed])
  }

  func test_generate_iterateErrorEndsWithError() {
    let source = Observable.generate(
      initialState: 1, condition: { _ in true },
      iterate: { state in
        if state == 2 { throw TestError(code: 2) }
        return state + 1
      })
    XCTAssertEqual(record(source), [.next(1), .next(2), .error(TestError(code: 2))])
  }

  func test_repeatElement_isEndless_untilAnErrorStopsIt() {
    let count = Lock(0)
    let source = Observable.repeatElement(7).map { value -> Int in
      let seen = count.withLock { count in
        count += 1
        return count
      }
      if seen > 3 { throw TestError(code: seen) }
      return value
    }
    XCTAssertEqual(record(source), [.next(7), .next(7), .next(7), .error(TestError(code: 4))])
  }

  func test_mergedSynchronousSources_takeTurnsOnTheTrampoline() {
    // Two `of` sources subscribed inside one subscription interleave, as under RxSwift's
    // CurrentThreadScheduler.
    let both = Observable<Observable<Int>>.create { observer in
      observer.onNext(.of(1, 2, 3))
      observer.onNext(.of(10, 20, 30))
      observer.onCompleted()
      return Disposables.create()
    }
    let order = Lock<[Int]>([])
    let disposable = both.subscribe(onNext: { inner in
      _ = inner.subscribe(onNext: { value in order.withLock { $0.append(value) } })
    })
    disposable.dispose()
    XCTAssertEqual(order.withLock { $0 }, [1, 10, 2, 20, 3, 30])
  }

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

  func test_eventProperties() {
    let next = Event<Int>.next(3)
    let failure = Event<Int>.error(TestError())
    XCTAssertEqual(next.element, 3)
    XCTAssertFalse(next.isStopEvent)
    XCTAssertTrue(failure.isStopEvent)
    XCTAssertNotNil(failure.error)
    XCTAssertTrue(Event<Int>.completed.isCompleted)
    XCTAssertEqual(next.map { $0 * 2 }, .next(6))
    XCTAssertEqual(next.map { _ -> Int in throw TestError(code: 1) }, .error(TestError(code: 1)))
    XCTAssertEqual(next.debugDescription, "next(3)")
  }

  func test_errorEquality_defaultRule() {
    enum Plain: Error { case a, b }
    XCTAssertEqual(Event<Int>.error(Plain.a), .error(Plain.a))
    XCTAssertNotEqual(Event<Int>.error(Plain.a), .error(Plain.b))
    XCTAssertNotEqual(Event<Int>.error(TestError()), .error(Plain.a))
    XCTAssertNotEqual(Event<Int>.error(TestError(code: 1)), .error(TestError(code: 2)))
  }

  func test_errorEquality_customRule() {
    ErrorEquality.rule = { type(of: $0) == type(of: $1) }
    defer { ErrorEquality.rule = nil }
    XCTAssertEqual(Event<Int>.error(TestError(code: 1)), .error(TestError(code: 2)))
  }

  func test_mapAndFilter_transformAndSelect() {
    let source = Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 > 15 }
    XCTAssertEqual(record(source), [.next(20), .next(30), .next(40), .completed])
  }

  func test_mapThatThrows_endsWithError_andStopsUpstream() {
    let pulled = Lock(0)
    let source = Observable.from(
      sequence(first: 1) { value in
        pulled.withLock { $0 += 1 }
        return value < 100 ? value + 1 : nil
      })
    let mapped = source.map { value -> Int in
      if value == 2 { throw TestError(code: value) }
      return value
    }
    XCTAssertEqual(record(mapped), [.next(1), .error(TestError(code: 2))])
    XCTAssertEqual(pulled.withLock { $0 }, 1, "nothing is pulled after the error")
  }
}
