import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class PublishSubjectTests: RxStyleTestCase {
  func test_publishSubject_deliversOnlyEventsSentAfterSubscription() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    subject.onNext(1)
    let subscription = subject.subscribe(recorder)
    subject.onNext(2)
    subject.on(.next(3))
    subject.onCompleted()
    subject.onNext(4)
    XCTAssertEqual(recorder.events, [.next(2), .next(3), .completed])
    subscription.dispose()
  }

  func test_publishSubject_lateSubscriberGetsTerminalEventOnly() {
    let subject = PublishSubject<Int>()
    subject.onNext(1)
    subject.onError(TestError(code: 7))
    XCTAssertEqual(record(subject), [.error(TestError(code: 7))])
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_hasObservers_followsSubscriptions() {
    let subject = PublishSubject<Int>()
    XCTAssertFalse(subject.hasObservers)
    let first = subject.subscribe()
    let second = subject.map { $0 + 1 }.subscribe()
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertTrue(subject.hasObservers)
    second.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_terminalEventDetachesObservers() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = subject.subscribe(recorder)
    subject.onCompleted()
    XCTAssertFalse(subject.hasObservers)
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_publishSubject_dispose_dropsObserversSilently_andLateSubscriberGetsDisposedError() {
    let subject = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    let subscription = subject.subscribe(recorder)
    subject.dispose()
    subject.onNext(1)
    XCTAssertTrue(subject.isDisposed)
    XCTAssertFalse(subject.hasObservers)
    XCTAssertEqual(recorder.events, [])
    let late = record(subject)
    XCTAssertEqual(late.count, 1)
    guard case .error(RxError.disposed)? = late.first else { return XCTFail("expected RxError.disposed, got \(late)") }
    subscription.dispose()
  }

  func test_publishSubject_unsubscribeDuringDelivery_stopsThatObserverAtOnce() {
    let subject = PublishSubject<Int>()
    let log = Locked<[String]>([])
    let second = SingleAssignmentDisposable()
    let first = subject.subscribe(onNext: { value in
      log.withLock { $0.append("first \(value)") }
      if value == 1 { second.dispose() }
    })
    second.setDisposable(subject.subscribe(onNext: { value in log.withLock { $0.append("second \(value)") } }))
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log.value, ["first 1", "first 2"])
    first.dispose()
  }

  func test_publishSubject_observerDisposingItselfDuringDelivery() {
    let subject = PublishSubject<Int>()
    let received = Locked<[Int]>([])
    let subscription = SingleAssignmentDisposable()
    subscription.setDisposable(
      subject.subscribe(onNext: { value in
        received.withLock { $0.append(value) }
        subscription.dispose()
      }))
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received.value, [1])
    XCTAssertFalse(subject.hasObservers)
  }

  func test_publishSubject_asObserver_andAnyObserver_sendIntoTheSubject() {
    let subject = PublishSubject<String>()
    let input: AnyObserver<String> = subject.asObserver()
    let recorder = EventRecorder<String>()
    let subscription = subject.asObservable().subscribe(recorder)
    input.onNext("a")
    subject.asObserver().onNext("b")
    XCTAssertEqual(recorder.events, [.next("a"), .next("b")])
    subscription.dispose()
  }

  func test_publishSubject_isReleasedWithItsSubscriptions() {
    weak var weakSubject: PublishSubject<Int>?
    do {
      let subject = PublishSubject<Int>()
      weakSubject = subject
      let subscription = subject.map { $0 * 2 }.subscribe()
      subject.onNext(1)
      subscription.dispose()
    }
    XCTAssertNil(weakSubject)
  }

  func test_subjectsAreObservables_assignedAndReturnedAsOne() {
    let publish = PublishSubject<Int>()
    let behavior = BehaviorSubject(value: 0)
    let replay = ReplaySubject<Int>.create(bufferSize: 1)
    let async = AsyncSubject<Int>()
    let asObservables: [Observable<Int>] = [publish, behavior, replay, async]
    let pick: (Int) -> Observable<Int> = { index in index == 0 ? publish : behavior }
    let recorder = EventRecorder<Int>()
    let subscription = pick(0).subscribe(recorder)
    publish.onNext(1)
    subscription.dispose()
    XCTAssertEqual(recorder.events, [.next(1)])
    XCTAssertTrue(asObservables[0] === publish.asObservable(), "a subject is its own observable")
    XCTAssertEqual(record(asObservables[1].take(1)), [.next(0), .completed])
  }
}
