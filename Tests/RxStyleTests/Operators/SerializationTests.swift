import Dispatch
import RxStyle
import RxStyleTest
import Synchronization
import TestSupport
import XCTest

/// Multi-source operators fed from two threads at once must still call their observer one event
/// at a time. The checker counts overlapping calls and keeps a plain (unsynchronised) counter,
/// so an overlap also shows up as a data race under the thread sanitizer.
final class SerializationTests: RxStyleTestCase {
  private let count = 20_000

  func test_merge_fromTwoThreads_isSerial() {
    let result = emitOnTwoThreads { Observable.merge($0, $1) }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertEqual(result.elements, 2 * count)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  func test_flatMap_innersOnTwoThreads_isSerial() {
    let result = emitOnTwoThreads { left, right in Observable.of(left, right).flatMap { $0 } }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertEqual(result.elements, 2 * count)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  func test_combineLatest_fromTwoThreads_isSerial() {
    let result = emitOnTwoThreads { Observable.combineLatest($0, $1) { $0 + $1 } }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertLessThanOrEqual(result.elements, 2 * count)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  func test_zip_fromTwoThreads_isSerial() {
    let result = emitOnTwoThreads { Observable.zip($0, $1) { $0 + $1 } }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertEqual(result.elements, count)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  func test_withLatestFrom_fromTwoThreads_isSerial() {
    let result = emitOnTwoThreads { $0.withLatestFrom($1) { $0 + $1 } }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  func test_takeUntil_fromTwoThreads_isSerial() {
    let result = emitOnTwoThreads { $0.take(until: $1.skip(1_000)) }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  func test_amb_fromTwoThreads_isSerial() {
    let result = emitOnTwoThreads { $0.amb($1) }
    XCTAssertEqual(result.overlaps, 0)
    XCTAssertEqual(result.elements, count)
    XCTAssertEqual(result.terminals, ["completed"])
  }

  private func emitOnTwoThreads(_ combine: (Observable<Int>, Observable<Int>) -> Observable<Int>) -> SerialChecker {
    let emitters = Locked<[Int: AnyObserver<Int>]>([:])
    func source(_ index: Int) -> Observable<Int> {
      Observable.create { observer in
        emitters.withLock { $0[index] = observer }
        return Disposables.create()
      }
    }
    let checker = SerialChecker()
    let subscription = combine(source(0), source(1)).subscribe(checker)
    let observers = emitters.value
    let count = self.count
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      guard let observer = observers[index] else { return }
      for value in 0..<count { observer.onNext(value) }
      observer.onCompleted()
    }
    subscription.dispose()
    return checker
  }
}

// Safety: `elementCount` is deliberately unsynchronised (see SerializationTests); the rest is
// atomic or behind a lock.
private final class SerialChecker: ObserverType, @unchecked Sendable {
  private let inFlight = Atomic<Bool>(false)
  private let overlapCount = Atomic<Int>(0)
  private let terminalEvents = Locked<[String]>([])
  private var elementCount = 0

  func on(_ event: Event<Int>) {
    if inFlight.exchange(true, ordering: .acquiringAndReleasing) {
      overlapCount.wrappingAdd(1, ordering: .relaxed)
    }
    switch event {
    case .next: elementCount += 1
    case .error: terminalEvents.withLock { $0.append("error") }
    case .completed: terminalEvents.withLock { $0.append("completed") }
    }
    inFlight.store(false, ordering: .releasing)
  }

  var overlaps: Int { overlapCount.load(ordering: .acquiring) }
  var elements: Int { elementCount }
  var terminals: [String] { terminalEvents.value }
}
