import RxStyle
import RxStyleTest
import StyleInternals
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

  func test_range_endingAtTheLargestInt_emitsItAndCompletes() {
    XCTAssertEqual(record(Observable.range(start: Int.max, count: 1)), [.next(Int.max), .completed])
    XCTAssertEqual(
      record(Observable.range(start: Int.max - 2, count: 3)),
      [.next(Int.max - 2), .next(Int.max - 1), .next(Int.max), .completed])
  }

  func test_range_startingAtTheSmallestInt_emitsAndCompletes() {
    XCTAssertEqual(
      record(Observable.range(start: Int.min, count: 2)), [.next(Int.min), .next(Int.min + 1), .completed])
  }

  func test_range_fullWidthOfASmallType_emitsEveryValue() {
    let events = record(Observable<Int8>.range(start: -128, count: 127))
    XCTAssertEqual(events.count, 128)
    XCTAssertEqual(events.first, .next(-128))
    XCTAssertEqual(events.dropLast().last, .next(-2))
    XCTAssertEqual(
      record(Observable<UInt8>.range(start: 200, count: 56)).dropLast().last, .next(UInt8.max))
  }

  func test_range_passingTheLargestValue_failsWithOverflow() {
    XCTAssertEqual(record(Observable.range(start: Int.max, count: 2)), [.error(RxError.overflow)])
    XCTAssertEqual(record(Observable<Int>.range(start: 2, count: Int.max)), [.error(RxError.overflow)])
  }

  func test_range_negativeCount_failsWithArgumentOutOfRange() {
    XCTAssertEqual(record(Observable.range(start: 0, count: -1)), [.error(RxError.argumentOutOfRange)])
  }

  func test_range_onAScheduler_deliversOneElementPerAction() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.range(start: Int.max - 1, count: 2, scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, Int.max - 1), .next(202, Int.max), .completed(203)])
  }

  func test_timer_withTheLargestDueTime_neverFiresAndDoesNotTrap() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.timer(.seconds(.max), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [])
  }

  func test_interval_withTheLargestPeriod_neverFires() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable<Int>.interval(.milliseconds(.max), scheduler: scheduler) }
    XCTAssertEqual(observer.events, [])
  }
}
