import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class WithLatestFromTests: ProducerStyleTestCase {
  func test_withLatestFrom_pairsEachValueWithTheLatestSample() {
    let (taps, tap) = Signal<Int, TestError>.pipe()
    let (form, edit) = Signal<String, Never>.pipe()
    let recorder = EventRecorder(taps.withLatest(from: form).map { "\($0)\($1)" })
    tap.send(value: 0)
    edit.send(value: "x")
    edit.send(value: "y")
    tap.send(value: 1)
    edit.sendCompleted()
    tap.send(value: 2)
    tap.sendCompleted()
    XCTAssertEqual(recorder.events, [.value("1y"), .value("2y"), .completed])
  }

  func test_withLatestFrom_producer_startsTheSampleeFirst() {
    let pairs = SignalProducer<Int, Never>(values: 1, 2).withLatest(from: SignalProducer(value: "s"))
    XCTAssertEqual(EventRecorder(pairs.map { "\($0)\($1)" }).events, [.value("1s"), .value("2s"), .completed])
  }
}
