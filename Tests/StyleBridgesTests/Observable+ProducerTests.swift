import Dispatch
import ProducerStyle
import ProducerStyleTest
import RxStyle
import RxStyleTest
import StyleBridges
import TestSupport
import XCTest

final class ObservableProducerTests: StyleBridgesTestCase {
  private typealias ProducerRecorded = ProducerStyleTest.Recorded<Int, any Error>

  func test_asProducer_forwardsElementsAndCompletion_atTheirTimes() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let recorder = EventRecorder<Int, any Error>(time: { TimeInterval(scheduler.clock) })
    scheduler.scheduleAt(200) { source.asObservable().asProducer().start(recorder.observer) }
    scheduler.start()
    XCTAssertEqual(
      recorder.recorded.map(\.debugDescription),
      [
        ProducerRecorded.value(1, at: 210), .value(2, at: 220), .completed(at: 230),
      ].map(\.debugDescription))
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_asProducer_sendsTheErrorAsAnUntypedFailure() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError.boom)])
    let recorder = EventRecorder<Int, any Error>(time: { TimeInterval(scheduler.clock) })
    scheduler.scheduleAt(200) { source.asObservable().asProducer().start(recorder.observer) }
    scheduler.start()
    XCTAssertEqual(recorder.values, [1])
    XCTAssertEqual(recorder.error as? TestError, .boom)
    XCTAssertEqual(recorder.recorded.map(\.time), [210, 220])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_asProducerMapError_typesTheFailure() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let events: [RxStyleTest.Recorded<RxStyle.Event<Int>>] = [.error(220, TestError.other)]
    let source = scheduler.createHotObservable(events)
    let recorder = EventRecorder<Int, TestError>(time: { TimeInterval(scheduler.clock) })
    let producer = source.asObservable().asProducer { $0 as? TestError ?? .boom }
    scheduler.scheduleAt(200) { producer.start(recorder.observer) }
    scheduler.start()
    XCTAssertEqual(recorder.recorded, [.failed(.other, at: 220)])
  }

  func test_asProducer_interruptingTheRun_disposesTheSubscription() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let recorder = EventRecorder<Int, any Error>(time: { TimeInterval(scheduler.clock) })
    let run = Locked<(any ProducerStyle.Disposable)?>(nil)
    scheduler.scheduleAt(200) { run.withLock { $0 = source.asObservable().asProducer().start(recorder.observer) } }
    scheduler.scheduleAt(215) { run.value?.dispose() }
    scheduler.start()
    XCTAssertEqual(
      recorder.recorded.map(\.debugDescription),
      [
        ProducerRecorded.value(1, at: 210), .interrupted(at: 215),
      ].map(\.debugDescription))
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
  }

  func test_asProducer_eachStartSubscribesAnew() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let producer = source.asObservable().asProducer()
    let first = EventRecorder<Int, any Error>(time: { TimeInterval(scheduler.clock) })
    let second = EventRecorder<Int, any Error>(time: { TimeInterval(scheduler.clock) })
    scheduler.scheduleAt(200) { producer.start(first.observer) }
    scheduler.scheduleAt(300) { producer.start(second.observer) }
    scheduler.start()
    XCTAssertEqual(first.recorded.map(\.time), [210, 220])
    XCTAssertEqual(second.recorded.map(\.time), [310, 320])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
  }

  func test_asProducer_ofAnEmptyObservable_completes() {
    let recorder = EventRecorder<Int, any Error>(Observable<Int>.empty().asProducer())
    XCTAssertEqual(recorder.events.map(\.description), ["COMPLETED"])
  }

  func test_singleAsProducer_sendsTheElementThenCompletes_orFails() {
    let success = EventRecorder<Int, any Error>(Single.just(4).asProducer())
    let failure = EventRecorder<Int, any Error>(Single<Int>.error(TestError.boom).asProducer())
    XCTAssertEqual(success.events.map(\.description), ["VALUE 4", "COMPLETED"])
    XCTAssertEqual(failure.error as? TestError, .boom)
  }

  func test_asProducer_roundTrip_keepsTheTimesAndTheSubscription() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start { source.asObservable().asProducer().asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_asProducer_completionRacingInterruption_neitherDeadlocksNorLeaks() {
    for _ in 0..<10_000 {
      let subject = PublishSubject<Int>()
      let run = subject.asProducer().start()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          subject.onNext(1)
          subject.onCompleted()
        } else {
          run.dispose()
        }
      }
    }
  }
}

final class InfallibleProducerTests: StyleBridgesTestCase {
  func test_infallibleAsProducer_cannotFail_andKeepsTheTimes() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(230)])
    let recorder = EventRecorder<Int, Never>(time: { TimeInterval(scheduler.clock) })
    let producer = source.asObservable().asInfallible(onErrorJustReturn: 0).asProducer()
    scheduler.scheduleAt(200) { producer.start(recorder.observer) }
    scheduler.start()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 210), .completed(at: 230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }
}
