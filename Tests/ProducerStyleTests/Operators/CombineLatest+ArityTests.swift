import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// The ten-source forms of `combineLatest`, the most the producer style takes by position, as ReactiveSwift.
final class CombineLatestArityTests: ProducerStyleTestCase {
  func test_combineLatest_tenSignals_sendOnceAllHaveSent_thenOnEveryChange() {
    let pipes = (0..<10).map { _ in Signal<Int, TestError>.pipe() }
    let s = pipes.map(\.output)
    let combined = Signal.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9])
      .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
    let recorder = EventRecorder(combined)
    for (index, pipe) in pipes.enumerated().dropLast() { pipe.input.send(value: index) }
    XCTAssertEqual(recorder.events, [])
    pipes[9].input.send(value: 9)
    pipes[0].input.send(value: 100)
    XCTAssertEqual(recorder.values, [Array(0..<10), [100] + Array(1..<10)])
    pipes[5].input.send(error: .boom)
    XCTAssertEqual(recorder.events.last, .failed(.boom))
  }

  func test_combineLatest_tenProducers_completeWhenEveryOneHasCompleted() {
    let ten = (0..<10).map { SignalProducer<Int, Never>(values: $0 == 0 ? [0, 10] : [$0]) }
    let combined = SignalProducer.combineLatest(
      ten[0], ten[1], ten[2], ten[3], ten[4], ten[5], ten[6], ten[7], ten[8], ten[9]
    ).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }
    // The first producer runs to its end before the others start, so only its last value combines.
    XCTAssertEqual(EventRecorder(combined).events, [.value(55), .completed])
  }
}
