import Dispatch
import ProducerStyle
import ProducerStyleTest
import RxStyle
import RxStyleTest
import StyleBridges
import TestSupport
import XCTest

final class SignalProducerObservableTests: StyleBridgesTestCase {
  func test_asObservable_forwardsValuesAndCompletion_atTheirTimes() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let (signal, input) = ProducerStyle.Signal<Int, TestError>.pipe()
    scheduler.scheduleAt(210) { input.send(value: 1) }
    scheduler.scheduleAt(220) { input.send(value: 2) }
    scheduler.scheduleAt(230) { input.sendCompleted() }
    let observer = scheduler.start { SignalProducer(signal).asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
  }

  func test_asObservable_sendsTheTypedFailureAsItsError() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let (signal, input) = ProducerStyle.Signal<Int, TestError>.pipe()
    scheduler.scheduleAt(210) { input.send(value: 1) }
    scheduler.scheduleAt(220) { input.send(error: .boom) }
    let observer = scheduler.start { SignalProducer(signal).asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError.boom)])
  }

  func test_asObservable_aRunInterruptedOnItsOwn_completes() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let (signal, input) = ProducerStyle.Signal<Int, TestError>.pipe()
    scheduler.scheduleAt(210) { input.send(value: 1) }
    scheduler.scheduleAt(220) { input.sendInterrupted() }
    let observer = scheduler.start { SignalProducer(signal).asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .completed(220)])
  }

  func test_asObservable_disposingTheSubscription_interruptsTheRun() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let (signal, input) = ProducerStyle.Signal<Int, TestError>.pipe()
    let interruptedAt = Locked<[Int]>([])
    let producer = SignalProducer(signal).on(interrupted: { interruptedAt.withLock { $0.append(scheduler.clock) } })
    scheduler.scheduleAt(210) { input.send(value: 1) }
    scheduler.scheduleAt(260) { input.send(value: 2) }
    let observer = scheduler.start(disposed: 250) { producer.asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(interruptedAt.value, [250])
    input.sendCompleted()
  }

  func test_asObservable_eachSubscriptionStartsARun() {
    let starts = Locked(0)
    let observable = SignalProducer<Int, Never>(values: 1, 2).on(started: { starts.withLock { $0 += 1 } })
      .asObservable()
    let first = Locked<[Int]>([])
    _ = observable.subscribe(onNext: { value in first.withLock { $0.append(value) } })
    _ = observable.subscribe(onNext: { value in first.withLock { $0.append(value) } })
    XCTAssertEqual(first.value, [1, 2, 1, 2])
    XCTAssertEqual(starts.value, 2)
  }

  func test_asSingle_succeedsWithTheOnlyValue() {
    let outcome = Locked<[String]>([])
    _ = SignalProducer<Int, TestError>(value: 3).asSingle().subscribe { result in
      outcome.withLock { $0.append("\(result)") }
    }
    XCTAssertEqual(outcome.value, ["success(3)"])
  }

  func test_asSingle_ofAnEmptyRun_failsWithNoElements() {
    let errors = Locked<[String]>([])
    _ = SignalProducer<Int, TestError>.empty.asSingle().subscribe(onFailure: { error in
      errors.withLock { $0.append("\(error)") }
    })
    XCTAssertEqual(errors.value, ["\(RxError.noElements)"])
  }

  func test_asSingle_ofASecondValue_failsAndInterruptsTheRun() {
    let (signal, input) = ProducerStyle.Signal<Int, TestError>.pipe()
    let interrupted = Locked(false)
    let errors = Locked<[String]>([])
    _ = SignalProducer(signal).on(interrupted: { interrupted.withLock { $0 = true } }).asSingle()
      .subscribe(onFailure: { error in errors.withLock { $0.append("\(error)") } })
    input.send(value: 1)
    input.send(value: 2)
    XCTAssertEqual(errors.value, ["\(RxError.moreThanOneElement)"])
    XCTAssertTrue(interrupted.value)
    input.sendCompleted()
  }

  func test_asSingle_ofAFailure_failsWithTheSameError() {
    let errors = Locked<[TestError]>([])
    _ = SignalProducer<Int, TestError>(error: .other).asSingle().subscribe(onFailure: { error in
      errors.withLock { $0.append(error as! TestError) }
    })
    XCTAssertEqual(errors.value, [.other])
  }

  func test_asObservable_completionRacingDisposal_neitherDeadlocksNorLeaks() {
    for _ in 0..<10_000 {
      let (signal, input) = ProducerStyle.Signal<Int, Never>.pipe()
      let subscription = SignalProducer(signal).asObservable().subscribe()
      DispatchQueue.concurrentPerform(iterations: 2) { index in
        if index == 0 {
          input.send(value: 1)
          input.sendCompleted()
        } else {
          subscription.dispose()
        }
      }
    }
  }
}

final class SignalProducerInfallibleTests: StyleBridgesTestCase {
  func test_asInfallible_forwardsValuesAndCompletion_andDisposalInterrupts() {
    let scheduler = RxStyleTest.TestScheduler(initialClock: 0)
    let (signal, input) = ProducerStyle.Signal<Int, Never>.pipe()
    let interrupted = Locked(false)
    scheduler.scheduleAt(210) { input.send(value: 1) }
    scheduler.scheduleAt(260) { input.send(value: 2) }
    let observer = scheduler.start(disposed: 250) {
      SignalProducer(signal).on(interrupted: { interrupted.withLock { $0 = true } }).asInfallible().asObservable()
    }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertTrue(interrupted.value)
    input.sendCompleted()
  }

  func test_asInfallible_completes() {
    let elements = Locked<[Int]>([])
    let completed = Locked(false)
    _ = SignalProducer<Int, Never>(values: 1, 2).asInfallible().subscribe(
      onNext: { value in elements.withLock { $0.append(value) } },
      onCompleted: { completed.withLock { $0 = true } })
    XCTAssertEqual(elements.value, [1, 2])
    XCTAssertTrue(completed.value)
  }
}
