import Foundation
import RxStyle
import RxStyleTest
import StyleInternals
import TestSupport
import XCTest

/// A clock whose unit is a minute, to check that the scheduler asks its converter for everything.
private struct MinuteConverter: VirtualTimeConverterType {
  func convertFromVirtualTime(_ virtualTime: Int) -> RxTime { Date(timeIntervalSince1970: Double(virtualTime) * 60) }
  func convertToVirtualTime(_ time: RxTime) -> Int { Int((time.timeIntervalSince1970 / 60).rounded()) }
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { Double(virtualTimeInterval) * 60 }
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int((timeInterval / 60).rounded()) }
  func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time + offset }
  func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
    lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
  }
}

/// A subclass that delays work due now by one minute, as a test scheduler does with one tick.
private final class DelayingScheduler: VirtualTimeScheduler<MinuteConverter>, @unchecked Sendable {
  init(initialClock: Int = 0) { super.init(initialClock: initialClock, converter: MinuteConverter()) }
  override func adjustScheduledTime(_ time: Int) -> Int { max(time, clock + 1) }
}

/// Something whose release the tests can observe.
private final class Tracked: Sendable {
  let released: Lock<Bool>
  init(_ released: Lock<Bool>) { self.released = released }
  deinit { released.withLock { $0 = true } }
}

final class VirtualTimeSchedulerTests: RxStyleTestCase {
  private func makeScheduler(_ clock: Int = 0) -> VirtualTimeScheduler<MinuteConverter> {
    VirtualTimeScheduler(initialClock: clock, converter: MinuteConverter())
  }

  /// Schedules `name` at `time`, appending "name@clock" to `log` when it runs.
  private func record(
    _ name: String, at time: Int, on scheduler: VirtualTimeScheduler<MinuteConverter>, into log: Lock<[String]>
  ) {
    _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
      log.withLock { $0.append("\(name)@\(scheduler.clock)") }
      return Disposables.create()
    }
  }

  private func capturingReports(_ body: () -> Void) -> [VirtualTimeSchedulerError] {
    let reports = Lock<[VirtualTimeSchedulerError]>([])
    let previous = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { _, error in
      if let error = error as? VirtualTimeSchedulerError { reports.withLock { $0.append(error) } }
    }
    defer { Hooks.defaultErrorHandler = previous }
    body()
    return reports.value
  }

  func test_clockAndNow_comeFromTheConverter() {
    let scheduler = makeScheduler(3)
    XCTAssertEqual(scheduler.clock, 3)
    XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 180))
    XCTAssertFalse(scheduler.isEnabled)
  }

  func test_scheduleRelative_convertsTheInterval_andNestedWorkRunsAtExactTimes() {
    let scheduler = makeScheduler()
    let log = Lock<[String]>([])
    _ = scheduler.scheduleRelative((), dueTime: .seconds(120)) { _ in
      log.withLock { $0.append("outer@\(scheduler.clock)") }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(300)) { _ in
        log.withLock { $0.append("later@\(scheduler.clock)") }
        return Disposables.create()
      }
      return scheduler.schedule(()) { _ in
        log.withLock { $0.append("now@\(scheduler.clock)") }
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, ["outer@2", "now@2", "later@7"])
    XCTAssertEqual(scheduler.clock, 7)
  }

  func test_sameTimeWork_runsInTheOrderItWasScheduled_andPastWorkFirst() {
    let scheduler = makeScheduler(10)
    let log = Lock<[String]>([])
    record("a", at: 20, on: scheduler, into: log)
    record("b", at: 20, on: scheduler, into: log)
    record("c", at: 15, on: scheduler, into: log)
    record("d", at: 20, on: scheduler, into: log)
    // Work due before the clock runs first, in time order, and the clock stays where it is.
    record("late", at: 5, on: scheduler, into: log)
    record("later", at: 7, on: scheduler, into: log)
    scheduler.start()
    XCTAssertEqual(log.value, ["late@10", "later@10", "c@15", "a@20", "b@20", "d@20"])
  }

  func test_scheduleRelativeVirtual_andAbsolute_takeTheirTimesExactly_adjustOnlyTheRelativeForms() {
    let scheduler = DelayingScheduler(initialClock: 4)
    let log = Lock<[String]>([])
    for (name, schedule) in [
      ("schedule", { scheduler.schedule((), action: $0) }),
      ("relative", { scheduler.scheduleRelative((), dueTime: .seconds(0), action: $0) }),
      ("relativeVirtual", { scheduler.scheduleRelativeVirtual((), dueTime: 0, action: $0) }),
      ("absolute", { scheduler.scheduleAbsoluteVirtual((), time: 4, action: $0) }),
    ] as [(String, (@escaping @Sendable (()) -> any Disposable) -> any Disposable)] {
      _ = schedule { _ in
        log.withLock { $0.append("\(name)@\(scheduler.clock)") }
        return Disposables.create()
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, ["relativeVirtual@4", "absolute@4", "schedule@5", "relative@5"])
  }

  func test_isEnabled_isTrueOnlyWhileWorkRuns() {
    let scheduler = makeScheduler()
    let seen = Lock<[Bool]>([])
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      seen.withLock { $0.append(scheduler.isEnabled) }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(seen.value, [true])
    XCTAssertFalse(scheduler.isEnabled)
  }

  func test_stop_endsTheRunAfterTheCurrentWork_andStartResumes() {
    let scheduler = makeScheduler()
    let log = Lock<[String]>([])
    _ = scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
      log.withLock { $0.append("stop@\(scheduler.clock)") }
      scheduler.stop()
      return Disposables.create()
    }
    record("a", at: 10, on: scheduler, into: log)
    record("b", at: 30, on: scheduler, into: log)
    scheduler.start()
    XCTAssertEqual(log.value, ["stop@10"])
    XCTAssertEqual(scheduler.clock, 10)
    scheduler.stop()  // outside a run: the next start is not affected
    scheduler.start()
    XCTAssertEqual(log.value, ["stop@10", "a@10", "b@30"])
  }

  func test_advanceTo_runsWorkDueUpToAndIncludingTheTime_thenSetsTheClock() {
    let scheduler = makeScheduler()
    let log = Lock<[String]>([])
    record("a", at: 10, on: scheduler, into: log)
    record("b", at: 20, on: scheduler, into: log)
    record("c", at: 21, on: scheduler, into: log)
    scheduler.advanceTo(20)
    XCTAssertEqual(log.value, ["a@10", "b@20"])
    XCTAssertEqual(scheduler.clock, 20)
    scheduler.advanceTo(20)
    XCTAssertEqual(scheduler.clock, 20)
    scheduler.advanceTo(50)
    XCTAssertEqual(log.value, ["a@10", "b@20", "c@21"])
    XCTAssertEqual(scheduler.clock, 50)
  }

  func test_advanceToThePast_isRefusedWithAnError_andChangesNothing() {
    let scheduler = makeScheduler(100)
    let log = Lock<[String]>([])
    record("a", at: 50, on: scheduler, into: log)
    let reports = capturingReports { scheduler.advanceTo(40) }
    XCTAssertEqual(reports, [.advanceToPast(target: "40", clock: "100")])
    XCTAssertEqual(scheduler.clock, 100)
    XCTAssertEqual(log.value, [])
    XCTAssertTrue(reports.first?.debugDescription.contains("only moves forward") ?? false)
  }

  func test_advanceTo_fromInsideRunningWork_isRefusedWithAnError() {
    let scheduler = makeScheduler()
    let log = Lock<[String]>([])
    record("b", at: 8, on: scheduler, into: log)
    let reports = capturingReports {
      _ = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
        scheduler.advanceTo(9)
        return Disposables.create()
      }
      scheduler.start()
    }
    XCTAssertEqual(reports, [.alreadyRunning])
    XCTAssertEqual(log.value, ["b@8"])
  }

  func test_sleep_movesTheClockWithoutRunningWork_evenFromInsideWork() {
    let scheduler = makeScheduler()
    let log = Lock<[String]>([])
    _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
      log.withLock { $0.append("first@\(scheduler.clock)") }
      scheduler.sleep(10)
      _ = scheduler.scheduleRelativeVirtual((), dueTime: 2) { _ in
        log.withLock { $0.append("after@\(scheduler.clock)") }
        return Disposables.create()
      }
      return Disposables.create()
    }
    record("due", at: 5, on: scheduler, into: log)
    scheduler.start()
    // The work due at 5 runs after the sleep, with the clock already at 11.
    XCTAssertEqual(log.value, ["first@1", "due@11", "after@13"])
  }

  func test_sleepBackwards_isRefusedWithAnError() {
    let scheduler = makeScheduler(30)
    let reports = capturingReports { scheduler.sleep(-5) }
    XCTAssertEqual(reports, [.sleepToPast(target: "25", clock: "30")])
    XCTAssertEqual(scheduler.clock, 30)
    scheduler.sleep(0)
    XCTAssertEqual(scheduler.clock, 30)
  }

  func test_disposingBeforeItRuns_cancelsTheWork_andReleasesWhatItCaptured() {
    let scheduler = makeScheduler()
    let released = Lock(false)
    let ran = Lock(false)
    let tracked = Tracked(released)
    let work = scheduler.scheduleAbsoluteVirtual(tracked, time: 5) { _ in
      ran.withLock { $0 = true }
      return Disposables.create()
    }
    _ = consume tracked
    XCTAssertFalse(released.value)
    work.dispose()
    XCTAssertTrue(released.value, "cancelled work releases its state at once, not when the clock reaches it")
    scheduler.start()
    XCTAssertFalse(ran.value)
    XCTAssertEqual(scheduler.clock, 0, "cancelled work does not move the clock")
  }

  func test_disposingAfterItRan_disposesWhatTheWorkReturned() {
    let scheduler = makeScheduler()
    let inner = BooleanDisposable()
    let work = scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in inner }
    scheduler.start()
    XCTAssertFalse(inner.isDisposed)
    work.dispose()
    XCTAssertTrue(inner.isDisposed)
  }

  func test_disposingWhileItRuns_disposesWhatItReturnsAsSoonAsItReturns() {
    let scheduler = makeScheduler()
    let inner = BooleanDisposable()
    let holder = SingleAssignmentDisposable()
    let disposedDuringRun = Lock<Bool?>(nil)
    holder.setDisposable(
      scheduler.scheduleAbsoluteVirtual((), time: 5) { _ in
        holder.dispose()
        disposedDuringRun.withLock { $0 = inner.isDisposed }
        return inner
      })
    scheduler.start()
    XCTAssertEqual(disposedDuringRun.value, false)
    XCTAssertTrue(inner.isDisposed)
  }

  func test_manyCancelledItems_areSweptWithoutChangingTheOrder() {
    let scheduler = makeScheduler()
    let log = Lock<[Int]>([])
    var keep: [any Disposable] = []
    for index in 0..<1_000 {
      let work = scheduler.scheduleAbsoluteVirtual(index, time: (index * 7) % 100) { index in
        log.withLock { $0.append(index) }
        return Disposables.create()
      }
      if index % 3 == 0 { keep.append(work) } else { work.dispose() }
    }
    scheduler.start()
    let expected = (0..<1_000).filter { $0 % 3 == 0 }.sorted { ($0 * 7 % 100, $0) < ($1 * 7 % 100, $1) }
    XCTAssertEqual(log.value, expected)
    XCTAssertEqual(keep.count, 334)
  }

  func test_operatorsOnAConverterClock_releaseEveryResource() {
    let scheduler = makeScheduler()
    let values = Lock<[String]>([])
    let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
      .take(3)
      .subscribe(onNext: { value in values.withLock { $0.append("\(value)@\(scheduler.clock)") } })
    let pending = Observable<Int>.timer(.seconds(600), scheduler: scheduler).subscribe()
    pending.dispose()
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(values.value, ["0@1", "1@2", "2@3"])
    XCTAssertEqual(scheduler.clock, 3, "the disposed timer never moved the clock to 10")
  }

  func test_schedulingFromManyThreads_keepsTimeOrder() {
    let scheduler = makeScheduler()
    let log = Lock<[Int]>([])
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for step in 0..<250 {
        let time = step * 4 + thread
        _ = scheduler.scheduleAbsoluteVirtual(time, time: time) { time in
          log.withLock { $0.append(time) }
          return Disposables.create()
        }
      }
    }
    scheduler.start()
    XCTAssertEqual(log.value, Array(0..<1_000))
  }

  func test_debugDescription_listsTheDueTimes() {
    let scheduler = makeScheduler()
    let log = Lock<[String]>([])
    record("a", at: 9, on: scheduler, into: log)
    record("b", at: 4, on: scheduler, into: log)
    XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 0, due: [4, 9])")
  }

  func test_randomTimes_withCancellations_runInTimeThenSchedulingOrder_onBothQueues() {
    var generator = SystemRandomNumberGenerator()
    let times = (0..<3_000).map { index in index % 5 == 0 ? index / 3 : Int.random(in: 0..<500, using: &generator) }
    let cancelled = Set((0..<3_000).filter { _ in Bool.random(using: &generator) })
    let expected = times.indices.filter { !cancelled.contains($0) }.sorted { (times[$0], $0) < (times[$1], $1) }
    // The generic queue (any converter) and the keyed one (the package's own converters).
    let generic = makeScheduler()
    let keyed = HistoricalScheduler()
    for scheduler in [generic, keyed] as [any SchedulerType] {
      let log = Lock<[Int]>([])
      for (index, time) in times.enumerated() {
        let action: @Sendable (Int) -> any Disposable = { index in
          log.withLock { $0.append(index) }
          return Disposables.create()
        }
        let work =
          if let generic = scheduler as? VirtualTimeScheduler<MinuteConverter> {
            generic.scheduleAbsoluteVirtual(index, time: time, action: action)
          } else {
            keyed.scheduleAbsoluteVirtual(index, time: Date(timeIntervalSince1970: Double(time)), action: action)
          }
        if cancelled.contains(index) { work.dispose() }
      }
      if scheduler is HistoricalScheduler { keyed.start() } else { generic.start() }
      XCTAssertEqual(log.value, expected)
    }
  }
}
