import ProducerStyle
import ProducerStyleTest
import TestSupport
import XCTest

final class TakeUntilReplacementTests: ProducerStyleTestCase {
  func test_takeUntilReplacement_switchesAtTheReplacementsFirstEvent() {
    let (original, originalInput) = Signal<Int, TestError>.pipe()
    let (replacement, replacementInput) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(original.take(untilReplacement: replacement))
    originalInput.send(value: 1)
    replacementInput.send(value: 10)
    originalInput.send(value: 2)
    replacementInput.send(value: 11)
    replacementInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .value(10), .value(11), .completed])
  }

  func test_takeUntilReplacement_originalsCompletionIsNotForwarded_itsFailureIs() {
    let (original, originalInput) = Signal<Int, TestError>.pipe()
    let (replacement, replacementInput) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(original.take(untilReplacement: replacement))
    originalInput.sendCompleted()
    XCTAssertEqual(recorder.events, [])
    replacementInput.send(value: 5)
    replacementInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(5), .completed])

    let (failing, failingInput) = Signal<Int, TestError>.pipe()
    let failed = EventRecorder(failing.take(untilReplacement: .never))
    failingInput.send(error: .boom)
    XCTAssertEqual(failed.events, [.failed(.boom)])
  }

  func test_takeUntilReplacement_producer_startsTheReplacementFirst() {
    let producer = SignalProducer<Int, Never>(values: 1, 2).take(untilReplacement: SignalProducer<Int, Never>.never)
    let recorder = EventRecorder(producer)
    XCTAssertEqual(recorder.events, [.value(1), .value(2)])
    recorder.dispose()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .interrupted])
    let replaced = SignalProducer<Int, Never>(values: 1, 2).take(untilReplacement: SignalProducer(value: 9))
    XCTAssertEqual(EventRecorder(replaced).events, [.value(9), .completed])
  }

  // The run ends inside the delivery of the original's value, which drops the relayed signal's
  // observers while it is still walking them: the walk must keep them until it ends.
  func test_takeUntilReplacement_thenTakeWhile_endingOnAnOriginalValue_releasesEverythingAfterItsDelivery() {
    let log = Lifecycle()
    let (original, originalInput) = Signal<Int, TestError>.pipe()
    let (replacement, replacementInput) = Signal<Int, TestError>.pipe()
    let producer = log.mark("original", SignalProducer(original))
      .take(untilReplacement: log.mark("replacement", SignalProducer(replacement)))
      .take(while: { $0 < 7 })
    let recorder = EventRecorder(producer)
    originalInput.send(value: 5)
    originalInput.send(value: 7)
    replacementInput.send(value: 1)
    XCTAssertEqual(recorder.events, [.value(5), .completed])
    XCTAssertEqual(
      log.log,
      ["replacement started", "original started", "replacement disposed", "original disposed"])
  }
}
