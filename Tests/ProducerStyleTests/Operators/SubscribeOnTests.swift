import Dispatch
import Foundation
import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class SubscribeOnTests: ProducerStyleTestCase {
  func test_startOn_startsTheWorkOnTheScheduler() {
    let scheduler = TestScheduler()
    let starts = Locked(0)
    let producer = SignalProducer<Int, Never> { observer, _ in
      starts.withLock { $0 += 1 }
      observer.send(value: 7)
      observer.sendCompleted()
    }
    let recorder = EventRecorder(producer.start(on: scheduler), clock: scheduler)
    XCTAssertEqual(starts.value, 0)
    scheduler.advance(by: .seconds(2))
    XCTAssertEqual(starts.value, 1)
    XCTAssertEqual(recorder.recorded, [.value(7, at: 0), .completed(at: 0)])
  }

  func test_startOn_disposedBeforeTheStart_neverStarts() {
    let scheduler = TestScheduler()
    let starts = Locked(0)
    let producer = SignalProducer<Int, Never> { _, _ in starts.withLock { $0 += 1 } }
    let recorder = EventRecorder(producer.start(on: scheduler))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(starts.value, 0)
    XCTAssertEqual(recorder.events, [.interrupted])
  }
}
