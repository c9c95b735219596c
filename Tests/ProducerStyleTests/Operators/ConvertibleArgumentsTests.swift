import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ConvertibleArgumentsTests: ProducerStyleTestCase {
  func test_withLatestFromAProperty_andCombineLatestWithAProperty() {
    let state = MutableProperty("a")
    let (taps, tap) = Signal<Int, Never>.pipe()
    let sampled = EventRecorder(SignalProducer(taps).withLatest(from: state).map { "\($0)\($1)" })
    let combined = EventRecorder(SignalProducer(taps).combineLatest(with: state).map { "\($0)\($1)" })
    tap.send(value: 1)
    state.value = "b"
    tap.send(value: 2)
    tap.sendCompleted()
    XCTAssertEqual(sampled.events, [.value("1a"), .value("2b"), .completed])
    XCTAssertEqual(combined.values, ["1a", "1b", "2b"])
  }

  func test_sampleAndTakeUntil_withSignals() {
    let (values, valueInput) = Signal<Int, Never>.pipe()
    let (ticks, tick) = Signal<(), Never>.pipe()
    let sampled = EventRecorder(SignalProducer(values).sample(on: ticks))
    let paired = EventRecorder(SignalProducer(values).sample(with: ticks.map { "t" }).map { "\($0)\($1)" })
    let taken = EventRecorder(SignalProducer(values).take(until: ticks))
    valueInput.send(value: 1)
    tick.send(value: ())
    XCTAssertEqual(sampled.values, [1])
    XCTAssertEqual(paired.values, ["1t"])
    XCTAssertEqual(taken.events, [.value(1), .completed])
    valueInput.sendCompleted()
    tick.sendCompleted()
  }

  func test_concatPrefixZip_withConvertibles() {
    let producer = SignalProducer<Int, TestError>(value: 2)
      .prefix(Result<Int, TestError>.success(1))
      .concat(value: 3)
      .concat(Result<Int, TestError>.success(4))
      .concat(error: .boom)
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .value(2), .value(3), .value(4), .failed(.boom)])
    let zipped = SignalProducer<Int, Never>(values: 1, 2).zip(with: MutableProperty("x")).map { "\($0)\($1)" }
    XCTAssertEqual(EventRecorder(zipped).values, ["1x"])
  }
}
