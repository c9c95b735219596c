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

  // MARK: - Timing, lifetimes and edges

  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_zip_sendsEachPairWhenItsLaterHalfArrives_andCompletesWhenNoPartnerCanCome() throws {
    let a = try scheduler.digits("-1-2-3|")
    let b = try scheduler.digits("--4----5|")
    let recorder = EventRecorder(a.zip(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(14, at: 2), .value(25, at: 7), .completed(at: 8)])
  }

  func test_zip_shorterSourceCompleted_endsTheResultOnceItsLastValueIsPaired() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1|"))
    let b = lifecycle.mark("b", try scheduler.digits("--4-5-6|"))
    let recorder = EventRecorder(a.zip(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(14, at: 2), .completed(at: 2)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "a disposed @ 2", "b disposed @ 2"])
  }

  func test_zip_sourceCompletingEmpty_completesTheResultAtOnce() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = try scheduler.digits("--|")
    let b = lifecycle.mark("b", try scheduler.digits("-4----|"))
    let recorder = EventRecorder(a.zip(with: b).map { $0 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 2)])
    XCTAssertEqual(lifecycle.log, ["b started @ 0", "b disposed @ 2"])
  }

  func test_zip_failure_dropsTheUnpairedValues_andEndsTheOtherSource() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1-2|"))
    let b = try scheduler.digits("--#")
    let recorder = EventRecorder(a.zip(with: b).map { $0 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.failed(.boom, at: 2)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "a disposed @ 2"])
  }

  func test_zip_disposedMidStream_disposesBothSources() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1-2--|"))
    let b = lifecycle.mark("b", try scheduler.digits("--3---|"))
    let recorder = EventRecorder(a.zip(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.advance(by: .seconds(4))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(13, at: 2), .interrupted(at: 4)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "a disposed @ 4", "b disposed @ 4"])
  }

  func test_zip_observerSendingThePartnerOfAWaitingValue_getsThatPairNext() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<String, Never>()
    a.zip(with: b).map { "\($0)-\($1)" }
      .on(value: { pair in if pair == "1-10" { bInput.send(value: 20) } })
      .observe(recorder.observer)
    aInput.send(value: 1)
    aInput.send(value: 2)
    bInput.send(value: 10)
    XCTAssertEqual(recorder.events, [.value("1-10"), .value("2-20")])
    aInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value("1-10"), .value("2-20"), .completed])
  }
}
