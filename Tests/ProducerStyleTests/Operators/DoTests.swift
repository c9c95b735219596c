import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class DoTests: ProducerStyleTestCase {
  func test_on_producer_reportsTheLifeOfARun_inOrder() {
    let log = Locked<[String]>([])
    let producer = SignalProducer<Int, Never>(values: 1, 2).on(
      starting: { log.withLock { $0.append("starting") } },
      started: { log.withLock { $0.append("started") } },
      event: { event in log.withLock { $0.append("event \(event)") } },
      completed: { log.withLock { $0.append("completed") } },
      terminated: { log.withLock { $0.append("terminated") } },
      disposed: { log.withLock { $0.append("disposed") } },
      value: { value in log.withLock { $0.append("value \(value)") } })
    producer.start()
    XCTAssertEqual(
      log.value,
      [
        "starting", "event VALUE 1", "value 1", "event VALUE 2", "value 2", "event COMPLETED", "completed",
        "terminated", "disposed", "started",
      ])
  }

  func test_on_producer_disposalReportsInterruption() {
    let log = Locked<[String]>([])
    let disposable = SignalProducer<Int, Never>.never.on(
      interrupted: { log.withLock { $0.append("interrupted") } },
      terminated: { log.withLock { $0.append("terminated") } },
      disposed: { log.withLock { $0.append("disposed") } }
    ).start()
    XCTAssertEqual(log.value, [])
    disposable.dispose()
    XCTAssertEqual(log.value, ["interrupted", "terminated", "disposed"])
  }

  func test_on_signal_reportsFailure() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let log = Locked<[String]>([])
    let recorder = EventRecorder(
      signal.on(
        failed: { error in log.withLock { $0.append("failed \(error)") } },
        disposed: { log.withLock { $0.append("disposed") } }))
    input.send(error: .boom)
    XCTAssertEqual(log.value, ["failed boom", "disposed"])
    XCTAssertEqual(recorder.events, [.failed(.boom)])
  }
}
