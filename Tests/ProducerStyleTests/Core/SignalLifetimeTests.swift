import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

/// How long a signal lives: until it terminates, or until nobody can observe it any more.
final class SignalLifetimeTests: ProducerStyleTestCase {
  func test_pipe_inputReleasedAndNoObserver_disposesTheSignal() {
    let disposable = AnyDisposable()
    var signal: Signal<Int, Never>?
    do {
      let (output, input) = Signal<Int, Never>.pipe(disposable: disposable)
      signal = output
      withExtendedLifetime(input) { XCTAssertFalse(disposable.isDisposed) }
    }
    XCTAssertTrue(disposable.isDisposed)
    XCTAssertNotNil(signal)
  }

  func test_pipe_inputReleasedWithAnObserver_interruptsTheObserverAndDisposes() {
    let disposable = AnyDisposable()
    let recorder = EventRecorder<Int, Never>()
    do {
      let (signal, input) = Signal<Int, Never>.pipe(disposable: disposable)
      signal.observe(recorder.observer)
      input.send(value: 1)
    }
    XCTAssertEqual(recorder.events, [.value(1), .interrupted])
    XCTAssertTrue(disposable.isDisposed)
  }

  func test_unobservedSignalReleased_whileItsInputIsKept_isDisposedSilently() {
    let disposed = Atomic<Bool>(false)
    var keptInput: Signal<Int, Never>.Observer?
    weak var weakSignal: Signal<Int, Never>?
    do {
      let signal = Signal<Int, Never> { input, lifetime in
        keptInput = input
        lifetime.observeEnded { disposed.store(true, ordering: .relaxed) }
      }
      weakSignal = signal
      XCTAssertFalse(disposed.load(ordering: .relaxed))
    }
    XCTAssertNil(weakSignal)
    XCTAssertTrue(disposed.load(ordering: .relaxed))
    // Sending to a signal nobody can observe any more does nothing.
    keptInput?.send(value: 1)
  }

  func test_never_releasedWithoutObservers_isDisposed() {
    let disposed = Atomic<Bool>(false)
    weak var weakSignal: Signal<Int, Never>?
    do {
      let signal = Signal<Int, Never>.never.on(disposed: { disposed.store(true, ordering: .relaxed) })
      weakSignal = signal
    }
    XCTAssertNil(weakSignal)
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }

  func test_observedSignalReleased_livesUntilItsLastObserverIsDisposed() {
    let disposed = Atomic<Bool>(false)
    let (source, input) = Signal<Int, Never>.pipe()
    let recorder = EventRecorder<Int, Never>()
    var observation: (any Disposable)?
    weak var weakSignal: Signal<Int, Never>?
    do {
      let derived = source.map { $0 * 10 }.on(disposed: { disposed.store(true, ordering: .relaxed) })
      weakSignal = derived
      observation = derived.observe(recorder.observer)
    }
    XCTAssertNil(weakSignal)
    input.send(value: 1)
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    observation?.dispose()
    XCTAssertTrue(disposed.load(ordering: .relaxed))
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(10)])
  }

  func test_derivedChainWithoutObservers_neverRunsItsClosures() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = Atomic<Int>(0)
    do {
      _ = source.map { value -> Int in
        calls.add(1, ordering: .relaxed)
        return value
      }.map { value -> Int in
        calls.add(1, ordering: .relaxed)
        return value
      }
    }
    input.send(value: 1)
    input.send(value: 2)
    XCTAssertEqual(calls.load(ordering: .relaxed), 0)
  }

  func test_derivedChain_stopsRunningItsClosuresOnceTheLastObserverIsDisposed() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = Atomic<Int>(0)
    let observation = source.map { value -> Int in
      calls.add(1, ordering: .relaxed)
      return value
    }.map { value -> Int in
      calls.add(1, ordering: .relaxed)
      return value
    }.observeValues { _ in }
    input.send(value: 1)
    XCTAssertEqual(calls.load(ordering: .relaxed), 2)
    observation?.dispose()
    input.send(value: 2)
    XCTAssertEqual(calls.load(ordering: .relaxed), 2)
  }

  func test_observedButUnretainedSignal_livesUntilItsInputTerminatesIt() {
    let scheduler = TestScheduler()
    let recorder = EventRecorder<Int, TestError>(clock: scheduler)
    let disposed = Atomic<Bool>(false)
    weak var weakSignal: Signal<Int, TestError>?
    do {
      let signal = Signal<Int, TestError> { input, _ in
        scheduler.schedule(after: .seconds(1)) {
          input.send(value: 1)
          input.send(error: .boom)
        }
      }
      weakSignal = signal
      signal.on(disposed: { disposed.store(true, ordering: .relaxed) }).observe(recorder.observer)
    }
    XCTAssertNil(weakSignal)
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    scheduler.run()
    XCTAssertEqual(recorder.recorded, [.value(1, at: 1), .failed(.boom, at: 1)])
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }

  func test_lastObserverDisposingItselfDuringADelivery_detachesTheChainAfterIt() {
    let (source, input) = Signal<Int, Never>.pipe()
    let calls = Atomic<Int>(0)
    let seen = Locked<[Int]>([])
    let observation = Locked<(any Disposable)?>(nil)
    do {
      let derived = source.map { value -> Int in
        calls.add(1, ordering: .relaxed)
        return value
      }
      let disposable = derived.observeValues { value in
        seen.withLock { $0.append(value) }
        if value == 2 { observation.withLock { $0 }?.dispose() }
      }
      observation.withLock { $0 = disposable }
    }
    input.send(value: 1)
    input.send(value: 2)
    input.send(value: 3)
    XCTAssertEqual(seen.withLock { $0 }, [1, 2])
    XCTAssertEqual(calls.load(ordering: .relaxed), 2)
  }
}
