import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class BehaviorSubjectTests: RxStyleTestCase {
  func test_behaviorSubject_newSubscriberGetsCurrentValueThenLaterEvents() {
    let subject = BehaviorSubject(value: 1)
    subject.onNext(2)
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(3)
    XCTAssertEqual(recorder.events, [.next(2), .next(3)])
    XCTAssertEqual(try subject.value(), 3)
    subscription.dispose()
  }

  func test_behaviorSubject_afterCompletion_lateSubscriberGetsOnlyCompletion_valueStaysReadable() {
    let subject = BehaviorSubject(value: 1)
    subject.onNext(2)
    subject.onCompleted()
    XCTAssertEqual(record(subject), [.completed])
    XCTAssertEqual(try subject.value(), 2)
  }

  func test_behaviorSubject_afterError_valueThrowsThatError() {
    let subject = BehaviorSubject(value: 1)
    subject.onError(TestError(code: 3))
    XCTAssertEqual(record(subject), [.error(TestError(code: 3))])
    XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, TestError(code: 3)) }
  }

  func test_behaviorSubject_afterDispose_valueThrowsDisposed() {
    let subject = BehaviorSubject(value: 1)
    subject.dispose()
    XCTAssertTrue(subject.isDisposed)
    XCTAssertThrowsError(try subject.value()) { error in
      guard case RxError.disposed = error else { return XCTFail("expected RxError.disposed, got \(error)") }
    }
  }

  func test_behaviorSubject_reentrantSend_isDeliveredNested_andReported() {
    let anomalies = Locked<[SynchronizationAnomaly.Kind]>([])
    SynchronizationChecks.policy = .report { anomaly in anomalies.withLock { $0.append(anomaly.kind) } }
    defer { SynchronizationChecks.policy = .ignore }
    let subject = BehaviorSubject(value: 0)
    let log = Locked<[String]>([])
    let first = subject.subscribe(onNext: { value in
      log.withLock { $0.append("A\(value)") }
      if value == 1 { subject.onNext(2) }
    })
    let second = subject.subscribe(onNext: { value in log.withLock { $0.append("B\(value)") } })
    subject.onNext(1)
    // As in RxSwift: the nested send reaches every observer before the outer one resumes.
    XCTAssertEqual(log.value, ["A0", "B0", "A1", "A2", "B2", "B1"])
    XCTAssertEqual(try subject.value(), 2)
    XCTAssertEqual(anomalies.value.first, .reentrancy)
    XCTAssertTrue(anomalies.value.allSatisfy { $0 == .reentrancy })
    first.dispose()
    second.dispose()
  }

  func test_behaviorSubject_subscribingFromInsideAnObserver_getsTheCurrentValueAtOnce() {
    let subject = BehaviorSubject(value: "a")
    let log = Locked<[String]>([])
    let inner = SerialDisposable()
    let outer = subject.subscribe(onNext: { value in
      log.withLock { $0.append("outer \(value)") }
      guard value == "b" else { return }
      inner.disposable = subject.subscribe(onNext: { value in log.withLock { $0.append("inner \(value)") } })
    })
    subject.onNext("b")
    subject.onNext("c")
    XCTAssertEqual(log.value, ["outer a", "outer b", "inner b", "outer c", "inner c"])
    outer.dispose()
    inner.dispose()
  }
}
