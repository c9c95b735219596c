import ProducerStyleTest
import TestSupport
import XCTest

@testable import ProducerStyle

final class LiftTests: ProducerStyleTestCase {
  func test_lift_appliesASignalOperatorToEachStart() {
    let producer: SignalProducer<Int, TestError> = SignalProducer(values: 1, 2, 3).lift { $0.map { $0 * 10 } }
    XCTAssertEqual(EventRecorder(producer).events, [.value(10), .value(20), .value(30), .completed])
    XCTAssertEqual(EventRecorder(producer).events, [.value(10), .value(20), .value(30), .completed])
  }

  func test_lift_producedSignalIsTheSignalOfOneStart() {
    let signalType: SignalProducer<Int, TestError>.ProducedSignal.Type = Signal<Int, TestError>.self
    XCTAssertTrue(signalType == Signal<Int, TestError>.self)
  }

  func test_lift_disposingInterruptsTheUpstreamAndTheTransformedSignal() {
    let (upstream, input) = Signal<Int, Never>.pipe()
    let upstreamEvents = Locked<[String]>([])
    let lifted = SignalProducer(upstream)
      .on(interrupted: { upstreamEvents.withLock { $0.append("upstream interrupted") } })
      .lift { $0.map { $0 + 1 } }
    let recorder = EventRecorder(lifted)
    input.send(value: 1)
    recorder.dispose()
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(2), .interrupted])
    XCTAssertEqual(upstreamEvents.withLock { $0 }, ["upstream interrupted"])
  }

  func test_lift_disposingInterruptsAnIntermediateSignalUnrelatedToTheUpstream() {
    let intermediateDisposed = Locked(false)
    let lifted = SignalProducer<Int, Never>.empty.lift { _ in
      Signal<Int, Never>.never.on(disposed: { intermediateDisposed.withLock { $0 = true } })
    }
    let recorder = EventRecorder(lifted)
    XCTAssertEqual(recorder.events, [])
    XCTAssertFalse(intermediateDisposed.value)
    recorder.dispose()
    XCTAssertEqual(recorder.events, [.interrupted])
    XCTAssertTrue(intermediateDisposed.value, "the intermediate signal is interrupted with the start")
  }

  func test_lift_failureOfTheTransformedSignalEndsTheStart() {
    let producer = SignalProducer<Int, TestError>(values: 1, 2)
      .lift { $0.attemptMap { $0 == 2 ? .failure(.boom) : .success($0) } }
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .failed(.boom)])
  }

  func test_binaryLift_startsTheArgumentFirst_andCombinesTheSignals() {
    let order = Locked<[String]>([])
    let left = SignalProducer<Int, Never>(values: 1, 2).on(started: { order.withLock { $0.append("left") } })
    let right = SignalProducer<Int, Never>(value: 10).on(started: { order.withLock { $0.append("right") } })
    let combined = left.lift(Signal.combineLatest(with:))(right).map { $0 + $1 }
    XCTAssertEqual(EventRecorder(combined).events, [.value(11), .value(12), .completed])
    XCTAssertEqual(order.withLock { $0 }, ["right", "left"])
  }

  func test_binaryLift_disposingInterruptsBothStarts() {
    let (left, leftInput) = Signal<Int, Never>.pipe()
    let (right, rightInput) = Signal<Int, Never>.pipe()
    let merged = SignalProducer(left).lift(Signal.merge(with:))(SignalProducer(right))
    let recorder = EventRecorder(merged)
    leftInput.send(value: 1)
    rightInput.send(value: 2)
    recorder.dispose()
    leftInput.send(value: 3)
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .interrupted])
  }

  func test_liftLeft_startsThisProducerFirst_liftRightTheArgument() {
    let left = SignalProducer<Int, Never>(values: 1, 2)
    let right = SignalProducer<Int, Never>(values: 10, 20)
    let merge: (Signal<Int, Never>) -> (Signal<Int, Never>) -> Signal<Int, Never> = Signal.merge(with:)
    XCTAssertEqual(EventRecorder(left.liftLeft(merge)(right)).values, [1, 2, 10, 20])
    XCTAssertEqual(EventRecorder(left.liftRight(merge)(right)).values, [10, 20, 1, 2])
    XCTAssertEqual(EventRecorder(left.lift(merge)(right)).values, [10, 20, 1, 2])
  }

  func test_liftLeft_disposingInterruptsBothRunsOfTheStart() {
    let (leftSignal, leftInput) = Signal<Int, Never>.pipe()
    let (rightSignal, rightInput) = Signal<Int, Never>.pipe()
    let interrupted = Locked<[String]>([])
    let left = SignalProducer(leftSignal).on(interrupted: { interrupted.withLock { $0.append("left") } })
    let right = SignalProducer(rightSignal).on(interrupted: { interrupted.withLock { $0.append("right") } })
    let recorder = EventRecorder(left.liftLeft(Signal.merge(with:))(right))
    leftInput.send(value: 1)
    rightInput.send(value: 2)
    recorder.dispose()
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .interrupted])
    XCTAssertEqual(Set(interrupted.value), ["left", "right"])
  }
}
