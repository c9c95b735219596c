import Locking
import RxStyle
import TestSupport
import XCTest

final class SequenceTests: RxStyleTestCase {
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
}
