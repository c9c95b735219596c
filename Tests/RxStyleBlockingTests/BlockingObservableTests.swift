import Dispatch
import Foundation
import RxStyle
import RxStyleBlocking
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

final class BlockingObservableTests: RxStyleTestCase {
  func test_first_returnsTheFirstElement() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
    XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
  }

  func test_first_stopsAnEndlessSynchronousSource() throws {
    XCTAssertEqual(try Observable.repeatElement(7).toBlocking().first(), 7)
  }

  func test_first_throwsTheSequenceError() {
    XCTAssertThrowsError(try Observable<Int>.error(Failure.boom).toBlocking().first()) { error in
      XCTAssertEqual(error as? Failure, .boom)
    }
  }

  func test_lastAndToArray_waitForCompletion() throws {
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
  }

  func test_single_requiresExactlyOneElement() throws {
    XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
    XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) { error in
      guard case RxError.noElements = error else { return XCTFail("expected noElements, got \(error)") }
    }
    XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single()) { error in
      guard case RxError.moreThanOneElement = error else { return XCTFail("expected moreThanOne, got \(error)") }
    }
    XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
  }

  func test_materialize_reportsCompletionAndFailureWithElements() {
    guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
      return XCTFail("expected completion")
    }
    XCTAssertEqual(elements, [1, 2])
    let failing = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onError(Failure.boom)
      return Disposables.create()
    }
    guard case .failed(let received, let error) = failing.toBlocking().materialize() else {
      return XCTFail("expected failure")
    }
    XCTAssertEqual(received, [1])
    XCTAssertEqual(error as? Failure, .boom)
  }

  func test_timeout_throwsRxErrorTimeout_andExplainsHotSources() {
    XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) { error in
      guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
      XCTAssertTrue(String(reflecting: error).contains("hot source"))
    }
  }

  func test_timeout_materializeKeepsTheElementsReceivedSoFar() {
    let stalls = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      return Disposables.create()
    }
    guard case .failed(let received, let error) = stalls.toBlocking(timeout: 0.05).materialize() else {
      return XCTFail("expected a timeout")
    }
    XCTAssertEqual(received, [1, 2])
    guard case RxError.timeout = error else { return XCTFail("expected timeout, got \(error)") }
  }

  func test_eventsFromAnotherThread_areAwaited() throws {
    let source = Observable<Int>.create { observer in
      DispatchQueue.global().async {
        observer.onNext(42)
        observer.onCompleted()
      }
      return Disposables.create()
    }
    XCTAssertEqual(try source.toBlocking(timeout: 30).toArray(), [42])
  }

  func test_eventsOnTheMainQueue_areDeliveredWhileTheMainThreadBlocks() throws {
    XCTAssertTrue(Thread.isMainThread, "XCTest runs this test on the main thread")
    let source = Observable<String>.create { observer in
      DispatchQueue.main.async {
        observer.onNext("main")
        observer.onCompleted()
      }
      return Disposables.create()
    }
    XCTAssertEqual(try source.toBlocking(timeout: 30).first(), "main")
  }

  func test_blockingOnABackgroundThread() {
    let result = Locked<[Int]?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      result.withLock { $0 = try? Observable.of(1, 2).toBlocking(timeout: 30).toArray() }
      done.signal()
    }
    thread.start()
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    XCTAssertEqual(result.withLock { $0 }, [1, 2])
  }

  func test_blockingFromInsideDelivery_failsFastInsteadOfDeadlocking() {
    let outcome = Lock<String?>(nil)
    _ = Observable.just(1).subscribe(onNext: { _ in
      do {
        _ = try Observable.just(2).toBlocking(timeout: 30).first()
        outcome.withLock { $0 = "returned" }
      } catch {
        outcome.withLock { $0 = "\(error)" }
      }
    })
    XCTAssertEqual(outcome.withLock { $0 }, "\(BlockingError.calledDuringDelivery)")
  }

  func test_defaultTimeout_isBoundedAndConfigurable() {
    XCTAssertEqual(BlockingObservable<Int>.defaultTimeout, 30)
    BlockingObservable<Int>.defaultTimeout = 0.05
    defer { BlockingObservable<Int>.defaultTimeout = 30 }
    XCTAssertThrowsError(try Observable<Int>.never().toBlocking().first())
  }
}

private enum Failure: Error, Equatable {
  case boom
}
