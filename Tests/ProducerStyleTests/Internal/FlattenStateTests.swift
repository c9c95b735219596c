import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

final class FlattenStateTests: ProducerStyleTestCase {
  /// A long chain of inners that complete as they start runs in a loop, not in recursion.
  func test_concat_manyInnersCompletingAtOnce_runInConstantStackDepth() {
    let count = 100_000
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let (outer, outerInput) = Signal<SignalProducer<Int, Never>, Never>.pipe()
    let received = Atomic<Int>(0)
    let completed = Atomic<Bool>(false)
    SignalProducer(outer).flatten(.concat).start(
      Signal.Observer(
        value: { _ in received.add(1, ordering: .relaxed) }, completed: { completed.store(true, ordering: .relaxed) }))
    outerInput.send(value: SignalProducer(first))
    for index in 0..<count { outerInput.send(value: SignalProducer(value: index)) }
    outerInput.sendCompleted()
    XCTAssertEqual(received.load(ordering: .relaxed), 0)
    firstInput.sendCompleted()
    XCTAssertEqual(received.load(ordering: .relaxed), count)
    XCTAssertTrue(completed.load(ordering: .relaxed))
  }

  func test_concat_innersStartedInTheLoop_keepTheirOrder() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      SignalProducer<SignalProducer<Int, Never>, Never>(
        values: SignalProducer(first), SignalProducer(values: 1, 2), SignalProducer.empty, SignalProducer(value: 3)
      ).flatten(.concat))
    firstInput.send(value: 0)
    firstInput.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(0), .value(1), .value(2), .value(3), .completed])
  }

  func test_concat_disposedDuringTheLoop_startsNoMoreInners() {
    let (first, firstInput) = Signal<Int, Never>.pipe()
    let started = Atomic<Int>(0)
    let inner = SignalProducer<Int, Never>(value: 1).on(started: { started.add(1, ordering: .relaxed) })
    let disposable = Locked<(any Disposable)?>(nil)
    let recorder = EventRecorder<Int, Never>()
    let run = SignalProducer<SignalProducer<Int, Never>, Never>(values: SignalProducer(first), inner, inner, inner)
      .flatten(.concat)
      .on(value: { _ in disposable.withLock { $0 }?.dispose() })
      .start(recorder.observer)
    disposable.withLock { $0 = run }
    firstInput.sendCompleted()
    XCTAssertEqual(started.load(ordering: .relaxed), 1)
    // The run was disposed before the value could reach the observer.
    XCTAssertEqual(recorder.events, [.interrupted])
  }
}
