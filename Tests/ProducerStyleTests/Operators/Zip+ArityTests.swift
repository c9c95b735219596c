import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

/// The ten-source forms of `zip`, the most the producer style takes by position, as ReactiveSwift.
final class ZipArityTests: ProducerStyleTestCase {
  func test_zip_tenProducers_combineTheirNthValues_untilTheShortestEnds() {
    let ten = (0..<10).map { index in
      SignalProducer<Int, Never>(values: index == 9 ? [9] : [index, index + 10])
    }
    let zipped = SignalProducer.zip(
      ten[0], ten[1], ten[2], ten[3], ten[4], ten[5], ten[6], ten[7], ten[8], ten[9]
    ).map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
    XCTAssertEqual(EventRecorder(zipped).events, [.value(Array(0..<10)), .completed])
  }

  func test_zip_tenProducers_failureOfTheLastEndsIt() {
    let values = SignalProducer<Int, TestError>(values: 1, 2)
    let zipped = SignalProducer.zip(
      values, values, values, values, values, values, values, values, values, SignalProducer(error: .boom)
    ).map { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9 }
    XCTAssertEqual(EventRecorder(zipped).events, [.failed(.boom)])
  }

  func test_zip_tenSignals_waitForEveryPartner_andCompleteWhenAnEndedSideIsEmpty() {
    let pipes = (0..<10).map { _ in Signal<Int, TestError>.pipe() }
    let s = pipes.map(\.output)
    let zipped = Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7], s[8], s[9])
      .map { [$0, $1, $2, $3, $4, $5, $6, $7, $8, $9] }
    let recorder = EventRecorder(zipped)
    for (index, pipe) in pipes.enumerated().dropLast() { pipe.input.send(value: index) }
    XCTAssertEqual(recorder.events, [])
    pipes[9].input.send(value: 9)
    XCTAssertEqual(recorder.events, [.value(Array(0..<10))])
    pipes[3].input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(Array(0..<10)), .completed])
  }
}
