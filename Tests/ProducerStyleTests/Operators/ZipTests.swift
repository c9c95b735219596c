import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class ZipTests: ProducerStyleTestCase {
  func test_zip_pairsInOrder_andCompletesWhenASideIsExhausted() {
    let zipped = SignalProducer<Int, Never>(values: 1, 2, 3).zip(with: SignalProducer(values: "a", "b"))
    XCTAssertEqual(EventRecorder(zipped.map { "\($0)\($1)" }).events, [.value("1a"), .value("2b"), .completed])
  }

  func test_zip_signals_waitForPartners() {
    let (a, aInput) = Signal<Int, TestError>.pipe()
    let (b, bInput) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(Signal.zip(a, b).map { $0 * 10 + $1 })
    aInput.send(value: 1)
    aInput.send(value: 2)
    aInput.sendCompleted()
    XCTAssertEqual(recorder.events, [])
    bInput.send(value: 1)
    XCTAssertEqual(recorder.events, [.value(11)])
    bInput.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(11), .value(22), .completed])
  }

  func test_zip_failureEndsIt() {
    let zipped = SignalProducer<Int, TestError>(values: 1, 2).zip(with: SignalProducer<Int, TestError>(error: .boom))
    XCTAssertEqual(EventRecorder(zipped.map { $0 + $1 }).events, [.failed(.boom)])
  }

  func test_zip_threeFourAndCollections() {
    let three = SignalProducer.zip(
      SignalProducer<Int, Never>(values: 1, 2), SignalProducer(values: 3, 4), SignalProducer(values: 5, 6))
    XCTAssertEqual(EventRecorder(three.map { $0 + $1 + $2 }).values, [9, 12])
    let four = SignalProducer.zip(
      SignalProducer<Int, Never>(value: 1), SignalProducer(value: 2), SignalProducer(value: 3), SignalProducer(value: 4)
    )
    XCTAssertEqual(EventRecorder(four.map { $0 * $1 * $2 * $3 }).values, [24])
    let many = SignalProducer.zip([SignalProducer<Int, Never>(values: 1, 2), SignalProducer(values: 3, 4, 5)])
    XCTAssertEqual(EventRecorder(many).events, [.value([1, 3]), .value([2, 4]), .completed])
  }

  func test_zip_longStreams_stayLinear() {
    // With a buffer that removed its first element by shifting, this would take seconds.
    let count = 100_000
    let zipped = SignalProducer<Int, Never>(values: 0..<count).zip(with: SignalProducer(values: 0..<count))
    var pairs = 0
    var mismatches = 0
    zipped.startWithValues { a, b in
      pairs += 1
      if a != b { mismatches += 1 }
    }
    XCTAssertEqual(pairs, count)
    XCTAssertEqual(mismatches, 0)
  }
}
