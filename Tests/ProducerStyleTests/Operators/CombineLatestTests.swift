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

  // MARK: - Timing, lifetimes and edges

  private typealias Source = SignalProducer<Int, TestError>

  private let scheduler = TestScheduler()

  override func tearDown() {
    // Delivers the interruption that releasing a test's input schedules.
    scheduler.run()
    super.tearDown()
  }

  func test_combineLatest_sendsAtEachValueOnceBothHaveOne_andCompletesWithTheLastToComplete() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1--2---3|"))
    let b = lifecycle.mark("b", try scheduler.digits("--4---5|"))
    let recorder = EventRecorder(a.combineLatest(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(
      recorder.recorded,
      [.value(14, at: 2), .value(24, at: 4), .value(25, at: 6), .value(35, at: 8), .completed(at: 9)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "b disposed @ 7", "a disposed @ 9"])
  }

  func test_combineLatest_aSourceCompletingEmpty_sendsNothing_andCompletesWhenTheOtherDoes() throws {
    let a = try scheduler.digits("--|")
    let b = try scheduler.digits("-1--2|")
    let recorder = EventRecorder(a.combineLatest(with: b).map { $0 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.completed(at: 5)])
  }

  func test_combineLatest_failureAfterValues_endsTheOtherSourceThen() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1---2|"))
    let b = lifecycle.mark("b", try scheduler.digits("--3#"))
    let recorder = EventRecorder(a.combineLatest(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(13, at: 2), .failed(.boom, at: 3)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "a disposed @ 3", "b disposed @ 3"])
  }

  func test_combineLatest_interruptedSource_interruptsTheResult() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = try scheduler.digits("-1-!")
    let b = lifecycle.mark("b", try scheduler.digits("--2---|"))
    let recorder = EventRecorder(a.combineLatest(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(12, at: 2), .interrupted(at: 3)])
    XCTAssertEqual(lifecycle.log, ["b started @ 0", "b disposed @ 3"])
  }

  func test_combineLatest_disposedMidStream_disposesBothSourcesInTheOrderTheyStarted() throws {
    let lifecycle = Lifecycle(clock: scheduler)
    let a = lifecycle.mark("a", try scheduler.digits("-1----2|"))
    let b = lifecycle.mark("b", try scheduler.digits("--3----|"))
    let recorder = EventRecorder(a.combineLatest(with: b).map { $0 * 10 + $1 }, clock: scheduler)
    scheduler.advance(by: .seconds(3))
    recorder.dispose()
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(13, at: 2), .interrupted(at: 3)])
    XCTAssertEqual(lifecycle.log, ["a started @ 0", "b started @ 0", "a disposed @ 3", "b disposed @ 3"])
  }

  func test_combineLatest_observerSendingIntoASourceWhileHandlingACombination_getsTheNextOneAfterwards() {
    let (a, aInput) = Signal<Int, Never>.pipe()
    let (b, bInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<String, Never>()
    a.combineLatest(with: b).map { "\($0)-\($1)" }
      .on(value: { pair in if pair == "1-10" { aInput.send(value: 2) } })
      .observe(recorder.observer)
    aInput.send(value: 1)
    bInput.send(value: 10)
    XCTAssertEqual(recorder.events, [.value("1-10"), .value("2-10")])
    bInput.send(value: 20)
    aInput.sendCompleted()
    bInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value("1-10"), .value("2-10"), .value("2-20"), .completed])
  }

  func test_combineLatest_twentySources_sendOnceTheSlowestHasSent() {
    let sources = (0..<20).map { Source(value: $0).delay(TimeInterval($0), on: scheduler) }
    let recorder = EventRecorder(SignalProducer.combineLatest(sources), clock: scheduler)
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(Array(0..<20), at: 19), .completed(at: 19)])
  }
}
