import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class ReplayLazilyTests: ProducerStyleTestCase {
  func test_replayLazily_startsOnceAtFirstStart_andReplaysTheLatest() {
    let starts = Atomic<Int>(0)
    let (signal, input) = Signal<Int, Never>.pipe()
    let source = SignalProducer<Int, Never> { observer, lifetime in
      starts.add(1, ordering: .relaxed)
      lifetime += signal.observe(observer)
    }
    let shared = source.replayLazily(upTo: 2)
    XCTAssertEqual(starts.load(ordering: .relaxed), 0)
    let first = EventRecorder(shared)
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    let second = EventRecorder(shared)
    input.send(value: 4)
    input.sendCompleted()
    let third = EventRecorder(shared)
    XCTAssertEqual(starts.load(ordering: .relaxed), 1)
    XCTAssertEqual(first.events, [.value(1), .value(2), .value(3), .value(4), .completed])
    XCTAssertEqual(second.events, [.value(2), .value(3), .value(4), .completed])
    XCTAssertEqual(third.events, [.value(3), .value(4), .completed])
  }

  func test_replayLazily_disposingOneStart_leavesTheOthers() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let shared = SignalProducer(signal).replayLazily(upTo: 1)
    let first = EventRecorder(shared)
    let second = EventRecorder(shared)
    input.send(value: 1)
    first.dispose()
    input.send(value: 2)
    input.sendCompleted()
    XCTAssertEqual(first.events, [.value(1), .interrupted])
    XCTAssertEqual(second.events, [.value(1), .value(2), .completed])
  }

  func test_replayLazily_replaysAFailure() {
    let shared = SignalProducer<Int, TestError>(values: 1, 2).concat(SignalProducer(error: .boom)).replayLazily(upTo: 0)
    XCTAssertEqual(EventRecorder(shared).events, [.value(1), .value(2), .failed(.boom)])
    XCTAssertEqual(EventRecorder(shared).events, [.failed(.boom)])
  }
}
