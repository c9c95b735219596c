import ProducerStyleTest
import Synchronization
import TestSupport
import XCTest

@testable import ProducerStyle

final class SignalProducerTests: ProducerStyleTestCase {
  func test_values_sendsEachThenCompletes() {
    let recorder = EventRecorder(SignalProducer<Int, Never>(values: 1, 2, 3))
    XCTAssertEqual(recorder.events, [.value(1), .value(2), .value(3), .completed])
  }

  func test_sequence_sendsEachThenCompletes() {
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>([4, 5])).events, [.value(4), .value(5), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>(values: 0..<2)).events, [.value(0), .value(1), .completed])
  }

  func test_emptySequence_onlyCompletes() {
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>([])).events, [.completed])
  }

  func test_value_sendsItThenCompletes() {
    XCTAssertEqual(EventRecorder(SignalProducer<String, Never>(value: "a")).events, [.value("a"), .completed])
  }

  func test_error_failsAtOnce() {
    let recorder = EventRecorder(SignalProducer<Int, TestError>(error: .boom))
    XCTAssertEqual(recorder.events, [.failed(.boom)])
    XCTAssertEqual(recorder.error, .boom)
  }

  func test_result_sendsSuccessOrFailure() {
    XCTAssertEqual(
      EventRecorder(SignalProducer<Int, TestError>(result: .success(7))).events, [.value(7), .completed])
    XCTAssertEqual(EventRecorder(SignalProducer<Int, TestError>(result: .failure(.other))).events, [.failed(.other)])
  }

  func test_action_runsOncePerStart() {
    let calls = Atomic<Int>(0)
    let producer = SignalProducer<Int, Never> { calls.add(1, ordering: .relaxed).newValue }
    XCTAssertEqual(calls.load(ordering: .relaxed), 0, "nothing runs before start")
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .completed])
    XCTAssertEqual(EventRecorder(producer).events, [.value(2), .completed])
  }

  func test_resultAction_failsWithItsFailure() {
    let producer = SignalProducer<Int, TestError> { () -> Result<Int, TestError> in .failure(.boom) }
    XCTAssertEqual(EventRecorder(producer).events, [.failed(.boom)])
  }

  func test_empty_completes_never_sendsNothingUntilDisposed() {
    XCTAssertEqual(EventRecorder(SignalProducer<Int, Never>.empty).events, [.completed])
    let recorder = EventRecorder(SignalProducer<Int, Never>.never)
    XCTAssertEqual(recorder.events, [])
    recorder.dispose()
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_startHandler_runsOncePerStart_cold() {
    let starts = Atomic<Int>(0)
    let producer = SignalProducer<Int, Never> { observer, _ in
      observer.send(value: starts.add(1, ordering: .relaxed).newValue)
      observer.sendCompleted()
    }
    XCTAssertEqual(starts.load(ordering: .relaxed), 0)
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .completed])
    XCTAssertEqual(EventRecorder(producer).events, [.value(2), .completed])
  }

  func test_startHandler_dropsEventsAfterTerminal() {
    let producer = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.send(error: .boom)
      observer.send(value: 2)
      observer.sendCompleted()
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .failed(.boom)])
  }

  func test_dispose_interruptsAndEndsLifetime() {
    let cleanedUp = Atomic<Int>(0)
    let input = Locked<Signal<Int, Never>.Observer?>(nil)
    let producer = SignalProducer<Int, Never> { observer, lifetime in
      input.withLock { $0 = observer }
      lifetime.observeEnded { cleanedUp.add(1, ordering: .relaxed) }
    }
    let recorder = EventRecorder(producer)
    input.value?.send(value: 1)
    recorder.dispose()
    input.value?.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(1), .interrupted])
    XCTAssertEqual(cleanedUp.load(ordering: .relaxed), 1)
    input.withLock { $0 = nil }
  }

  func test_disposeFromInsideObserver_stopsTheSequence() {
    var received: [Signal<Int, Never>.Event] = []
    SignalProducer<Int, Never>(values: 1...1_000).startWithSignal { signal, interrupter in
      signal.observe { event in
        received.append(event)
        if event.value == 2 { interrupter.dispose() }
      }
    }
    XCTAssertEqual(received, [.value(1), .value(2), .interrupted])
  }

  func test_startWithCallbacks_seeTheirEvents() {
    var values: [Int] = []
    var completed = false
    SignalProducer<Int, Never>(values: 1, 2).startWithValues { values.append($0) }
    SignalProducer<Int, Never>.empty.startWithCompleted { completed = true }
    XCTAssertEqual(values, [1, 2])
    XCTAssertTrue(completed)

    var failure: TestError?
    SignalProducer<Int, TestError>(error: .other).startWithFailed { failure = $0 }
    XCTAssertEqual(failure, .other)

    var results: [Result<Int, TestError>] = []
    SignalProducer<Int, TestError>(value: 3).startWithResult { results.append($0) }
    XCTAssertEqual(results, [.success(3)])

    var interrupted = false
    SignalProducer<Int, Never>.never.startWithInterrupted { interrupted = true }.dispose()
    XCTAssertTrue(interrupted)
  }

  func test_startWithSignal_letsSetupObserveBeforeStart() {
    var values: [Int] = []
    SignalProducer<Int, Never>(values: 1, 2).startWithSignal { signal, _ in
      signal.observeValues { values.append($0) }
    }
    XCTAssertEqual(values, [1, 2])
  }

  func test_startWithSignal_interruptHandleInterrupts() {
    let recorder = EventRecorder<Int, Never>()
    let handle = SignalProducer<Int, Never>.never.startWithSignal { signal, handle in
      signal.observe(recorder.observer)
      return handle
    }
    handle.dispose()
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_fromSignal_forwardsLaterEvents() {
    let (signal, input) = Signal<Int, Never>.pipe()
    input.send(value: 0)
    let recorder = EventRecorder(SignalProducer(signal))
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(1), .completed])
  }

  func test_startHandler_sendsFromAnotherThread() {
    // Fulfilled once the other thread has finished sending, so the run has ended and been released.
    let sent = expectation(description: "sent")
    let producer = SignalProducer<Int, Never> { observer, _ in
      Thread {
        observer.send(value: 1)
        observer.sendCompleted()
        sent.fulfill()
      }.start()
    }
    let events = Locked<[Signal<Int, Never>.Event]>([])
    producer.start { event in events.withLock { $0.append(event) } }
    wait(for: [sent], timeout: 10)
    XCTAssertEqual(events.value, [.value(1), .completed])
  }

  func test_neverErrorProducer_offersStartWithValues() {
    // Compiles only because the error type is Never: a producer that can fail has no
    // startWithValues, so no failure goes unobserved.
    let producer: SignalProducer<Int, Never> = SignalProducer(value: 1)
    var got: Int?
    producer.startWithValues { got = $0 }
    XCTAssertEqual(got, 1)
  }

  func test_disposeFromAnotherThread_duringASynchronousRun_stopsItAfterTheCurrentValue() {
    var received: [Signal<Int, Never>.Event] = []
    SignalProducer<Int, Never>(values: 1...).startWithSignal { signal, interrupter in
      signal.observe { event in
        received.append(event)
        guard event.value == 3 else { return }
        let disposed = DispatchSemaphore(value: 0)
        Thread {
          interrupter.dispose()
          disposed.signal()
        }.start()
        XCTAssertEqual(disposed.wait(timeout: .now() + 10), .success)
      }
    }
    XCTAssertEqual(received, [.value(1), .value(2), .value(3), .interrupted])
  }

  func test_reentrantSendIntoAStartedProducer_isQueuedBehindTheCurrentValue() {
    let input = Locked<Signal<Int, Never>.Observer?>(nil)
    let producer = SignalProducer<Int, Never> { observer, _ in input.withLock { $0 = observer } }
    var seen: [String] = []
    producer.startWithValues { value in
      seen.append("begin \(value)")
      if value == 1 {
        input.value?.send(value: 2)
        input.value?.sendCompleted()
      }
      seen.append("end \(value)")
    }
    input.value?.send(value: 1)
    input.withLock { $0 = nil }
    XCTAssertEqual(seen, ["begin 1", "end 1", "begin 2", "end 2"])
  }

  func test_chainedOperators_releaseEverythingAfterDisposal() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder(
      SignalProducer(signal).map { $0 + 1 }.filter { $0 > 0 }.scan(0, +).flatMap(.latest) { SignalProducer(value: $0) })
    input.send(value: 1)
    recorder.dispose()
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(2), .interrupted])
  }

  func test_voidProducer_withAStartClosure_compilesAndRuns() {
    let producer = SignalProducer<Void, Never> { observer, _ in
      observer.send(value: ())
      observer.sendCompleted()
    }
    let recorder = EventRecorder(producer)
    XCTAssertEqual(recorder.values.count, 1)
    XCTAssertTrue(recorder.isCompleted)
  }

  // Code written for ReactiveSwift's `@testable import` sees our internal members too: none of them
  // may make the public closure initializer ambiguous.
  func test_closureInit_underTestableImport_isUnambiguous() {
    let producer = SignalProducer<Int, TestError> { observer, _ in
      observer.send(value: 1)
      observer.sendCompleted()
    }
    XCTAssertEqual(EventRecorder(producer).events, [.value(1), .completed])
  }

  func test_typeNames_areQualifiedByThisModulesName() {
    let producer: ProducerStyle.SignalProducer<Int, Never> = ProducerStyle.SignalProducer(value: 1)
    let lifetime: ProducerStyle.Lifetime = .empty
    XCTAssertEqual(EventRecorder(producer).values, [1])
    XCTAssertTrue(lifetime.hasEnded)
  }
}
