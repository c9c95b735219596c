import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class CombineLatestTests: ProducerStyleTestCase {
  func test_combineLatest_sendsOnceBothHaveSent_andCompletesWhenBothComplete() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<String, TestError>.pipe()
    let recorder = EventRecorder(a.combineLatest(with: b).map { "\($0)\($1)" })
    aInput.send(value: 1)
    aInput.send(value: 2)
    bInput.send(value: "a")
    aInput.send(value: 3)
    aInput.sendCompleted()
    bInput.send(value: "b")
    XCTAssertEqual(recorder.events, [.value("2a"), .value("3a"), .value("3b")])
    bInput.sendCompleted()
    XCTAssertEqual(recorder.events.last, .completed)
  }

  func test_combineLatest_synchronousProducers_startInOrder() {
    let combined = SignalProducer<Int, Never>(values: 1, 2).combineLatest(with: SignalProducer(values: 10, 20))
    XCTAssertEqual(EventRecorder(combined.map { $0 + $1 }).events, [.value(12), .value(22), .completed])
  }

  func test_combineLatest_failureOfEitherEndsIt() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.combineLatest(a, b).map { $0 + $1 })
    aInput.send(value: 1)
    bInput.send(error: .boom)
    aInput.send(value: 2)
    XCTAssertEqual(recorder.events, [.failed(.boom)])
  }

  func test_staticCombineLatest_threeFourAndCollections() {
    let three = SignalProducer.combineLatest(
      SignalProducer<Int, Never>(value: 1), SignalProducer(value: "b"), SignalProducer(value: true))
    XCTAssertEqual(EventRecorder(three.map { "\($0)\($1)\($2)" }).values, ["1btrue"])
    let four = SignalProducer.combineLatest(
      SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2), SignalProducer(value: 3), SignalProducer(value: 4)
    )
    XCTAssertEqual(EventRecorder(four.map { $0 + $1 + $2 + $3 }).values, [10])
    let many = SignalProducer.combineLatest([SignalProducer<Int, Never>(values: 1, 2), SignalProducer(value: 5)])
    XCTAssertEqual(EventRecorder(many).events, [.value([2, 5]), .completed])
    let none = SignalProducer<Int, Never>.combineLatest([SignalProducer<Int, Never>](), emptySentinel: [])
    XCTAssertEqual(EventRecorder(none).events, [.value([]), .completed])
  }
}
