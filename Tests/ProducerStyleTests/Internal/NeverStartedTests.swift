import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

/// Producers an operator holds but never starts: no instance of them exists here, so their
/// `on(disposed:)` does not run (ReactiveSwift makes an instance before starting and disposes it).
final class NeverStartedTests: ProducerStyleTestCase {
  func test_combineLatest_firstSourceFailsWhileStarting_theSecondSourceNeitherStartsNorIsDisposed() {
    let log = Mutex<[String]>([])
    let first = SignalProducer<Int, TestError>(error: .boom)
      .on(
        started: { log.withLock { $0.append("first started") } },
        disposed: { log.withLock { $0.append("first disposed") } })
    let second = SignalProducer<Int, TestError>(value: 1)
      .on(
        started: { log.withLock { $0.append("second started") } },
        disposed: { log.withLock { $0.append("second disposed") } })
    let recorder = EventRecorder(first.combineLatest(with: second).map { $0 + $1 })
    XCTAssertEqual(recorder.events, [.failed(.boom)])
    // `started` runs once the start handler has returned, after this synchronous failure.
    XCTAssertEqual(log.withLock { $0 }, ["first disposed", "first started"])
  }

  func test_flattenConcat_innersStillQueuedWhenTheRunIsDisposed_areNeitherStartedNorDisposed() {
    let log = Mutex<[String]>([])
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let running = SignalProducer<Int, Never>.never
      .on(
        started: { log.withLock { $0.append("running started") } },
        disposed: { log.withLock { $0.append("running disposed") } })
    let queued = SignalProducer<Int, Never>(value: 2)
      .on(
        started: { log.withLock { $0.append("queued started") } },
        disposed: { log.withLock { $0.append("queued disposed") } })
    let disposable = SignalProducer(outer).flatten(.concat).start()
    outerInput.send(value: running)
    outerInput.send(value: queued)
    disposable.dispose()
    XCTAssertEqual(log.withLock { $0 }, ["running started", "running disposed"])
  }
}
