import Foundation
import RxStyle
import RxStyleTest
import TestSupport
import XCTest

final class TestSchedulerTests: RxStyleTestCase {
  func test_start_createsAt100_subscribesAt200_disposesAt1000() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(999, 3), .next(1000, 4), .next(1100, 5),
    ])
    let createdAt = Locked<TestTime?>(nil)
    let observer = scheduler.start { () -> Observable<Int> in
      createdAt.withLock { $0 = scheduler.clock }
      return source.asObservable()
    }
    XCTAssertEqual(createdAt.value, 100)
    // The hot event at 1000 was scheduled when the observable was made, before `start` scheduled
    // the disposal at 1000, so it runs first: ties go first-in first-out, as in RxTest.
    XCTAssertEqual(observer.events, [.next(210, 2), .next(999, 3), .next(1000, 4)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
  }

  func test_hotObservable_completionEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, "a"), .completed(300), .next(310, "b")])
    let observer = scheduler.start { source.asObservable().map { $0.uppercased() } }
    XCTAssertEqual(observer.events, [.next(210, "A"), .completed(300)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
  }

  func test_hotObservable_errorIsRecordedWithItsTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestFailure.boom)])
    let observer = scheduler.start { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestFailure.boom)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func test_hotObservable_eventsListedOutOfOrder_playInTimeOrder_andTakeTheirTurnAtEachTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let order = Locked<[String]>([])
    scheduler.scheduleAt(220) { order.withLock { $0.append("before@220") } }
    let source = scheduler.createHotObservable([
      .next(230, 3), .next(210, 1), .next(220, 2), .next(210, 4), .completed(240),
    ])
    scheduler.scheduleAt(210) { order.withLock { $0.append("after@210") } }
    let observer = scheduler.createObserver(Int.self)
    _ = source.subscribe(observer)
    _ = source.subscribe(onNext: { value in order.withLock { $0.append("\(value)@\(scheduler.clock)") } })
    scheduler.start()
    // Each event keeps the turn it got when the observable was made: at 210 both events come
    // before work scheduled afterwards, at 220 the event comes after work scheduled before.
    XCTAssertEqual(observer.events, [.next(210, 1), .next(210, 4), .next(220, 2), .next(230, 3), .completed(240)])
    XCTAssertEqual(order.value, ["1@210", "4@210", "after@210", "before@220", "2@220", "3@230"])
  }

  func test_hotObservable_advanceTo_stopsBetweenEvents_andResumesInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(10, 1), .next(20, 2), .next(20, 3), .next(30, 4), .completed(40),
    ])
    let observer = scheduler.createObserver(Int.self)
    _ = source.subscribe(observer)
    scheduler.advanceTo(20)
    XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .next(20, 3)])
    scheduler.scheduleAt(30) { _ = source.subscribe(onNext: { _ in }) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .next(20, 3), .next(30, 4), .completed(40)])
    XCTAssertEqual(source.subscriptions, [Subscription(0), Subscription(30, 40)])
  }

  func test_coldObservable_timesCountFromEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let observer = scheduler.start { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_coldObservable_eventAtZero_arrivesAtTheSubscriptionTick_evenWithProcessingDelay() {
    // A cold observable schedules its events with scheduleRelativeVirtual, which takes the exact
    // time: the processing delay applies only to schedule and scheduleRelative, as in RxTest.
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(0, "now"), .completed(5)])
    let observer = scheduler.start { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(200, "now"), .completed(205)])
  }

  func test_hotObservable_eventAtTheStartingTick_arrivesThen_evenWithProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(String.self)
    let source = scheduler.createHotObservable([.next(0, "zero"), .next(3, "three")])
    let subscription = source.subscribe(observer)
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(observer.events, [.next(0, "zero"), .next(3, "three")])
  }

  func test_coldObservable_eventAtZero_arrivesAtOnce_withoutProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    let source = scheduler.createColdObservable([.next(0, "now"), .completed(5)])
    let observer = scheduler.start { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(200, "now"), .completed(205)])
  }

  func test_coldObservable_twoSubscribersEachGetTheirOwnPlayback() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    // Through `asObservable()`, completion disposes the subscription, as with any operator chain;
    // an observer subscribed to the testable observable directly stays subscribed until disposed.
    scheduler.scheduleAt(100) { source.asObservable().subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(150) { source.asObservable().subscribe(second).disposed(by: bag) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(110, 1), .completed(120)])
    XCTAssertEqual(second.events, [.next(160, 1), .completed(170)])
    XCTAssertEqual(source.subscriptions, [Subscription(100, 120), Subscription(150, 170)])
  }

  func test_disposingAColdSubscription_cancelsItsRemainingEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(60)])
    let observer = scheduler.start(disposed: 230) { source.asObservable() }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func test_unfinishedSubscription_hasNoEnd() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([Recorded<Event<Int>>]())
    let bag = DisposeBag()
    scheduler.scheduleAt(300) { source.subscribe(scheduler.createObserver(Int.self)).disposed(by: bag) }
    scheduler.start()
    XCTAssertEqual(source.subscriptions, [Subscription(300)])
    XCTAssertEqual(Subscription(300).debugDescription, "(300 : Infinity)")
  }

  func test_scheduleAt_runsAtTheExactTime_evenNow() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(0) { log.withLock { $0.append(scheduler.clock) } }
    scheduler.scheduleAt(40) { log.withLock { $0.append(scheduler.clock) } }
    scheduler.start()
    XCTAssertEqual(log.value, [0, 40])
  }

  func test_scheduleNow_runsOneTickLater_withProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 10)
    let ranAt = Locked<TestTime?>(nil)
    _ = scheduler.schedule(()) { _ in
      ranAt.withLock { $0 = scheduler.clock }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(ranAt.value, 11)
  }

  func test_scheduleRelative_runsAtTheAdjustedTick_withAndWithoutProcessingDelay() {
    for delay in [true, false] {
      let scheduler = TestScheduler(initialClock: 10, resolution: 0.001, simulateProcessingDelay: delay)
      let ranAt = Locked<[String: TestTime]>([:])
      for (name, interval) in [
        ("zero", RxTimeInterval.seconds(0)), ("sub-tick", .microseconds(400)), ("5ms", .milliseconds(5)),
      ] {
        _ = scheduler.scheduleRelative((), dueTime: interval) { _ in
          ranAt.withLock { $0[name] = scheduler.clock }
          return Disposables.create()
        }
      }
      scheduler.start()
      let now: TestTime = delay ? 11 : 10
      XCTAssertEqual(ranAt.value, ["zero": now, "sub-tick": now, "5ms": 15], "simulateProcessingDelay: \(delay)")
      XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 0.015), "simulateProcessingDelay: \(delay)")
    }
  }

  func test_scheduleRelative_convertsIntervalsWithTheResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let ranAt = Locked<[TestTime]>([])
    for interval in [RxTimeInterval.milliseconds(300), .seconds(2), .microseconds(1_500)] {
      _ = scheduler.scheduleRelative((), dueTime: interval) { _ in
        ranAt.withLock { $0.append(scheduler.clock) }
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(ranAt.value, [2, 300, 2000])
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 2))
  }

  func test_workAtTheSameTick_runsFirstInFirstOut() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[String]>([])
    for name in ["a", "b", "c"] { scheduler.scheduleAt(50) { log.withLock { $0.append(name) } } }
    scheduler.start()
    XCTAssertEqual(log.value, ["a", "b", "c"])
  }

  func test_advanceTo_runsDueWork_andSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(10) { log.withLock { $0.append(10) } }
    scheduler.scheduleAt(30) { log.withLock { $0.append(30) } }
    scheduler.advanceTo(20)
    XCTAssertEqual(log.value, [10])
    XCTAssertEqual(scheduler.clock, 20)
    scheduler.sleep(15)
    XCTAssertEqual(scheduler.clock, 35)
    XCTAssertEqual(log.value, [10], "sleep moves the clock without running work")
    scheduler.start()
    XCTAssertEqual(log.value, [10, 30])
  }

  func test_stop_endsStart() {
    let scheduler = TestScheduler(initialClock: 0)
    let log = Locked<[TestTime]>([])
    scheduler.scheduleAt(10) {
      log.withLock { $0.append(10) }
      scheduler.stop()
    }
    scheduler.scheduleAt(20) { log.withLock { $0.append(20) } }
    scheduler.start()
    XCTAssertEqual(log.value, [10])
    scheduler.start()
    XCTAssertEqual(log.value, [10, 20])
  }

  func test_disposingScheduledWork_cancelsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let ran = Locked(false)
    let work = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
      ran.withLock { $0 = true }
      return Disposables.create()
    }
    work.dispose()
    scheduler.start()
    XCTAssertFalse(ran.value)
  }

  func test_schedulePeriodic_repeatsUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticks = Locked<[TestTime]>([])
    let timer = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) { count in
      ticks.withLock { $0.append(scheduler.clock) }
      return count + 1
    }
    scheduler.scheduleAt(26) { timer.dispose() }
    scheduler.start()
    XCTAssertEqual(ticks.value, [10, 15, 20, 25])
  }

  func test_usableFromAnotherThread() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let events = Locked<[Recorded<Event<Int>>]>([])
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let observer = scheduler.start { source.asObservable() }
      events.withLock { $0 = observer.events }
      done.signal()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
    XCTAssertEqual(events.value, [.next(210, 1), .completed(220)])
  }
}

enum TestFailure: Error, Equatable {
  case boom
}
