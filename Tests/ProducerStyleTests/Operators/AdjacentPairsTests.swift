import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class AdjacentPairsTests: ProducerStyleTestCase {
  private let scheduler = TestScheduler()

  func test_combinePrevious_pairsTheFirstValueWithTheInitial() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2, 3).combinePrevious(0).map { [$0, $1] }
    XCTAssertEqual(EventRecorder(producer).events, [.value([0, 1]), .value([1, 2]), .value([2, 3]), .completed])
  }

  func test_combinePrevious_withoutInitial_startsAtTheSecondValue() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2, 3).combinePrevious().map { [$0, $1] }
    XCTAssertEqual(EventRecorder(producer).events, [.value([1, 2]), .value([2, 3]), .completed])
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>(value: 1).combinePrevious().map { [$0, $1] }).events, [.completed])
  }

  func test_combinePrevious_signal_passesFailureOn() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal.combinePrevious(9).map { [$0, $1] })
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(recorder.events, [.value([9, 1]), .failed(.boom)])
  }

  func test_combinePrevious_emptySource_completesWithoutAPair() {
    let recorder = EventRecorder(SignalProducer<Int, TestError>.empty.combinePrevious().map { [$0, $1] })
    XCTAssertEqual(recorder.events, [.completed])
  }

  func test_combinePrevious_disposedMidStream_interruptsAndDisposesTheSource() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let source = lifecycle.mark("source", try scheduler.digits("-1-2-3-|"))
    let recorder = EventRecorder(source.combinePrevious().map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.advance(by: .seconds(4))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(12, at: 3), .interrupted(at: 4)])
    XCTAssertEqual(lifecycle.log, ["source started @ 0", "source disposed @ 4"])
  }
}
