import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class ReplaySubjectTests: RxStyleTestCase {
  func test_replaySubject_replaysLatestBufferSizeElements() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for value in 1...5 { subject.onNext(value) }
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(6)
    XCTAssertEqual(recorder.events, [.next(4), .next(5), .next(6)])
    XCTAssertEqual(record(subject), [.next(5), .next(6)])
    subscription.dispose()
  }

  func test_replaySubject_bufferSizeZero_replaysNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    XCTAssertEqual(record(subject), [])
  }

  func test_replaySubject_unbounded_replaysEverything_thenTerminal() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...4 { subject.onNext(value) }
    subject.onCompleted()
    subject.onNext(5)
    XCTAssertEqual(record(subject), [.next(1), .next(2), .next(3), .next(4), .completed])
  }

  func test_replaySubject_afterError_replaysBufferThenError() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    subject.onNext(1)
    subject.onNext(2)
    subject.onError(TestError())
    XCTAssertEqual(record(subject), [.next(2), .error(TestError())])
  }

  func test_replaySubject_dispose_clearsBuffer() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    subject.onNext(1)
    subject.dispose()
    let late = record(subject)
    guard late.count == 1, case .error(RxError.disposed)? = late.first else {
      return XCTFail("expected RxError.disposed only, got \(late)")
    }
  }
}

final class AsyncSubjectTests: RxStyleTestCase {
  func test_asyncSubject_sendsLastElementOnCompletion() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(recorder.events, [])
    subject.onCompleted()
    XCTAssertEqual(recorder.events, [.next(2), .completed])
    XCTAssertEqual(record(subject), [.next(2), .completed])
    subscription.dispose()
  }

  func test_asyncSubject_completedWithoutElement_sendsCompletionOnly() {
    let subject = AsyncSubject<Int>()
    subject.onCompleted()
    XCTAssertEqual(record(subject), [.completed])
  }

  func test_asyncSubject_error_dropsLastElement() {
    let subject = AsyncSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.onNext(1)
    subject.onError(TestError())
    XCTAssertEqual(recorder.events, [.error(TestError())])
    XCTAssertEqual(record(subject), [.error(TestError())])
    subscription.dispose()
  }

  func test_asyncSubject_lateSubscriberBeforeCompletion_waits() {
    let subject = AsyncSubject<Int>()
    subject.onNext(1)
    XCTAssertEqual(record(subject), [])
  }
}

final class SubjectEdgeTests: RxStyleTestCase {
  override func tearDown() {
    SynchronizationChecks.policy = .ignore
    super.tearDown()
  }

  func test_replaySubject_sendFromInsideAReplay_isDeliveredNestedAfterTheReplayedElement() {
    SynchronizationChecks.policy = .ignore
    let subject = ReplaySubject<Int>.createUnbounded()
    subject.onNext(1)
    let received = Locked<[Int]>([])
    let subscription = subject.subscribe(onNext: { value in
      received.withLock { $0.append(value) }
      if value == 1 { subject.onNext(2) }
    })
    subject.onNext(3)
    XCTAssertEqual(received.value, [1, 2, 3])
    XCTAssertEqual(record(subject), [.next(1), .next(2), .next(3)])
    subscription.dispose()
  }

  func test_publishSubject_completionSentFromInsideAnObserver_reachesEveryObserverOnce() {
    let anomalies = Locked<[SynchronizationAnomaly.Kind]>([])
    SynchronizationChecks.policy = .report { anomaly in anomalies.withLock { $0.append(anomaly.kind) } }
    let subject = PublishSubject<Int>()
    let first = EventRecorder<Int>()
    let second = EventRecorder<Int>()
    let closing = subject.subscribe(onNext: { _ in subject.onCompleted() })
    let subscriptions = [subject.subscribe(first), subject.subscribe(second)]
    subject.onNext(1)
    subject.onNext(2)
    // The nested completion reaches both recorders before the outer `next(1)` does: RxSwift's
    // order for a re-entrant send, which the grammar then enforces downstream.
    XCTAssertEqual(first.events, [.completed])
    XCTAssertEqual(second.events, [.completed])
    XCTAssertTrue(anomalies.value.contains(.reentrancy))
    closing.dispose()
    for subscription in subscriptions { subscription.dispose() }
  }

  func test_subjectSubscriptions_countAsLiveResources_untilDisposed() {
    let subject = PublishSubject<Int>()
    let before = Resources.total
    let subscription = subject.map { $0 }.subscribe()
    XCTAssertGreaterThan(Resources.total, before)
    subscription.dispose()
    XCTAssertEqual(Resources.total, before)
  }

  func test_subjectItself_countsAsALiveResource() {
    let (_, leaked) = Resources.measureLeaks { () -> Int in
      let subject = BehaviorSubject(value: 1)
      return (try? subject.value()) ?? 0
    }
    XCTAssertEqual(leaked, 0)
    let before = Resources.total
    var subject: ReplaySubject<Int>? = ReplaySubject<Int>.create(bufferSize: 1)
    // Once as an observable and once as the observers' machinery, as RxSwift counts a subject.
    XCTAssertEqual(Resources.total, before + 2)
    withExtendedLifetime(subject) {}
    subject = nil
    XCTAssertEqual(Resources.total, before)
  }
}
