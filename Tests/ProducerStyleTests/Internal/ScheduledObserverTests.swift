import Foundation
import ProducerStyle
import ProducerStyleTest
import XCTest

/// Disposing a run that delivers on a scheduler delivers `interrupted` on that scheduler, at its
/// next turn, and drops what was still scheduled.
final class ScheduledObserverTests: ProducerStyleTestCase {
  private typealias Operator = (SignalProducer<Int, Never>, TestScheduler) -> SignalProducer<Int, Never>

  private let operators: [(String, Operator)] = [
    ("observe(on:)", { $0.observe(on: $1) }),
    ("delay", { $0.delay(1, on: $1) }),
    ("debounce", { $0.debounce(1, on: $1) }),
    ("throttle", { $0.throttle(1, on: $1) }),
  ]

  func test_dispose_interruptsAtTheNextRun_notAtOnce() {
    for (name, apply) in operators {
      let scheduler = TestScheduler()
      let recorder = EventRecorder(apply(SignalProducer(0..<128), scheduler), clock: scheduler)
      XCTAssertEqual(recorder.events, [], name)
      recorder.dispose()
      XCTAssertEqual(recorder.events, [], name)
      scheduler.run()
      XCTAssertEqual(recorder.events, [.interrupted], name)
    }
  }

  func test_dispose_interruptsAtTheNextAdvance() {
    for (name, apply) in operators {
      let scheduler = TestScheduler()
      let recorder = EventRecorder(apply(SignalProducer.never, scheduler), clock: scheduler)
      scheduler.advance(by: .seconds(5))
      recorder.dispose()
      XCTAssertEqual(recorder.events, [], name)
      scheduler.advance(by: .seconds(1))
      XCTAssertEqual(recorder.recorded, [.interrupted(at: 5)], name)
    }
  }

  func test_dispose_stopsTheWorkUpstreamAtOnce() {
    let scheduler = TestScheduler()
    let (source, input) = Signal<Int, Never>.pipe()
    let upstreamInterrupted = Locked(false)
    let recorder = EventRecorder(
      SignalProducer(source).on(interrupted: { upstreamInterrupted.withLock { $0 = true } }).observe(on: scheduler),
      clock: scheduler)
    recorder.dispose()
    XCTAssertTrue(upstreamInterrupted.withLock { $0 })
    input.send(value: 1)
    scheduler.run()
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_dispose_operatorsAfterTheSchedulerSeeTheInterruptionOnIt() {
    let scheduler = TestScheduler()
    let seen = Locked<[String]>([])
    let disposable = SignalProducer<Int, Never>.never
      .observe(on: scheduler)
      .on(interrupted: { seen.withLock { $0.append("on(interrupted:)") } })
      .startWithInterrupted { seen.withLock { $0.append("observer") } }
    disposable.dispose()
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertEqual(seen.withLock { $0 }, [])
    scheduler.run()
    XCTAssertEqual(seen.withLock { $0 }, ["on(interrupted:)", "observer"])
  }

  func test_completionAlreadyDelivered_disposeAddsNothing() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2).observe(on: scheduler), clock: scheduler)
    scheduler.run()
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
    XCTAssertEqual(scheduler.pendingCount, 0)
  }

  func test_withoutAScheduler_disposeInterruptsAtOnce() {
    let recorder = EventRecorder(SignalProducer<Int, Never>.never.map { $0 + 1 })
    recorder.dispose()
    XCTAssertEqual(recorder.events, [.interrupted])
  }
}
