import Foundation
import ProducerStyle
import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

final class SignalTests: ProducerStyleTestCase {
  func test_pipe_isHot_observersSeeOnlyLaterEvents() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let early = EventRecorder(signal)
    input.send(value: 1)
    let late = EventRecorder(signal)
    input.send(value: 2)
    input.sendCompleted()
    XCTAssertEqual(early.events, [.value(1), .value(2), .completed])
    XCTAssertEqual(late.events, [.value(2), .completed])
  }

  func test_grammar_nothingAfterTerminal() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    let recorder = EventRecorder(signal)
    input.send(value: 1)
    input.send(error: .boom)
    input.send(value: 2)
    input.sendCompleted()
    input.sendInterrupted()
    XCTAssertEqual(recorder.events, [.value(1), .failed(.boom)])
  }

  func test_observeTerminatedSignal_interruptsAtOnce() {
    let (signal, input) = Signal<Int, Never>.pipe()
    input.sendCompleted()
    let recorder = EventRecorder(signal)
    XCTAssertEqual(recorder.events, [.interrupted])
    XCTAssertNil(signal.observe { _ in })
  }

  func test_releasingTheInput_interrupts() {
    var recorder: EventRecorder<Int, Never>?
    let signal: Signal<Int, Never> = {
      let (signal, input) = Signal<Int, Never>.pipe()
      recorder = EventRecorder(signal)
      input.send(value: 1)
      return signal
    }()
    XCTAssertEqual(recorder?.events, [.value(1), .interrupted])
    _ = signal
  }

  func test_disposingAnObservation_stopsOnlyThatObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let stopped = EventRecorder(signal)
    let kept = EventRecorder(signal)
    input.send(value: 1)
    stopped.dispose()
    input.send(value: 2)
    XCTAssertEqual(stopped.events, [.value(1)])
    XCTAssertEqual(kept.events, [.value(1), .value(2)])
  }

  func test_pipeDisposable_isDisposedOnTermination() {
    let cleanup = AnyDisposable()
    let (signal, input) = Signal<Int, Never>.pipe(disposable: cleanup)
    withExtendedLifetime(signal) {
      XCTAssertFalse(cleanup.isDisposed)
      input.sendInterrupted()
      XCTAssertTrue(cleanup.isDisposed)
    }
  }

  func test_empty_isTerminated_never_sendsNothing() {
    XCTAssertEqual(EventRecorder(Signal<Int, Never>.empty).events, [.interrupted])
    let recorder = EventRecorder(Signal<Int, Never>.never)
    XCTAssertEqual(recorder.events, [])
    // An observed `never` stays alive, as in ReactiveSwift, until its last observer leaves.
    recorder.dispose()
  }

  func test_observeHelpers_seeTheirEvents() {
    let (signal, input) = Signal<Int, TestError>.pipe()
    var values: [Int] = []
    var results: [Result<Int, TestError>] = []
    var failure: TestError?
    signal.observeValues { values.append($0) }
    signal.observeResult { results.append($0) }
    signal.observeFailed { failure = $0 }
    input.send(value: 1)
    input.send(error: .boom)
    XCTAssertEqual(values, [1])
    XCTAssertEqual(results, [.success(1), .failure(.boom)])
    XCTAssertEqual(failure, .boom)

    let (other, otherInput) = Signal<Int, Never>.pipe()
    var completed = false
    var interrupted = false
    other.observeCompleted { completed = true }
    other.observeInterrupted { interrupted = true }
    otherInput.sendInterrupted()
    XCTAssertEqual([completed, interrupted], [false, true])
  }

  func test_reentrantValue_isDeliveredAfterTheCurrentOne() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var seen: [String] = []
    signal.observeValues { value in
      seen.append("begin \(value)")
      if value == 1 { input.send(value: 2) }
      seen.append("end \(value)")
    }
    input.send(value: 1)
    input.send(value: 3)
    // The observer holds the input, which holds the signal: only termination breaks the cycle.
    input.sendCompleted()
    XCTAssertEqual(seen, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
  }

  func test_reentrantCompletion_followsReentrantValuesInOrder() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal)
    signal.observeValues { value in
      if value == 1 {
        input.send(value: 2)
        input.sendCompleted()
        input.send(value: 3)
      }
    }
    input.send(value: 1)
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .completed])
  }

  func test_concurrentSenders_neverOverlapInAnObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let inside = Atomic<Int>(0)
    let overlaps = Atomic<Int>(0)
    let count = Atomic<Int>(0)
    signal.observeValues { _ in
      if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlaps.add(1, ordering: .relaxed) }
      count.add(1, ordering: .relaxed)
      inside.subtract(1, ordering: .sequentiallyConsistent)
    }
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for value in 0..<2_000 { input.send(value: value) }
    }
    input.sendCompleted()
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    XCTAssertEqual(count.load(ordering: .relaxed), 8_000)
  }

  func test_terminalFromAnotherThread_duringDelivery_isDeliveredAfterIt() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(signal)
    signal.observeValues { value in
      guard value == 1 else { return }
      // The other thread cannot deliver while this value is delivered: its call hands the event
      // over and returns, which the semaphore waits for.
      let handedOver = DispatchSemaphore(value: 0)
      Thread {
        input.sendInterrupted()
        handedOver.signal()
      }.start()
      XCTAssertEqual(handedOver.wait(timeout: .now() + 10), .success)
    }
    input.send(value: 1)
    XCTAssertEqual(recorder.events, [.value(1), .interrupted])
  }

  func test_generatorLifetime_endsWithTheSignal() {
    let ended = Atomic<Bool>(false)
    let (signal, input) = Signal<Int, Never>.pipe()
    let derived = Signal<Int, Never> { observer, lifetime in
      lifetime.observeEnded { ended.store(true, ordering: .relaxed) }
      lifetime += signal.observe(observer)
    }
    let recorder = EventRecorder(derived)
    input.send(value: 5)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(5), .completed])
    XCTAssertTrue(ended.load(ordering: .relaxed))
  }
}
