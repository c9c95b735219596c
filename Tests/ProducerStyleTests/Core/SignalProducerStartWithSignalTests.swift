import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

/// `startWithSignal`: the setup closure runs before the run starts, and decides whether it does.
final class SignalProducerStartWithSignalTests: ProducerStyleTestCase {
  func test_setupDisposesFirst_nothingStarts_andObserversAreInterrupted() {
    let started = Atomic<Bool>(false)
    let recorder = EventRecorder<Int, Never>()
    SignalProducer<Int, Never>(value: 42)
      .on(started: { started.store(true, ordering: .relaxed) })
      .startWithSignal { signal, interruptHandle in
        signal.observe(recorder.observer)
        interruptHandle.dispose()
      }
    XCTAssertFalse(started.load(ordering: .relaxed))
    XCTAssertEqual(recorder.events, [.interrupted])
  }

  func test_signalNeitherKeptNorObserved_runStartsAndItsAddedDisposableRunsAtOnce() {
    let added = AnyDisposable()
    let started = Atomic<Bool>(false)
    let disposed = Atomic<Bool>(false)
    SignalProducer<Int, TestError> { _, lifetime in lifetime += added }
      .on(started: { started.store(true, ordering: .relaxed) }, disposed: { disposed.store(true, ordering: .relaxed) })
      .startWithSignal { _, _ in }
    XCTAssertTrue(started.load(ordering: .relaxed))
    XCTAssertTrue(disposed.load(ordering: .relaxed))
    XCTAssertTrue(added.isDisposed)
  }

  func test_observedSignal_runsUntilTheHandleIsDisposed() {
    let added = AnyDisposable()
    let recorder = EventRecorder<Int, Never>()
    var handle: (any Disposable)?
    SignalProducer<Int, Never> { observer, lifetime in
      lifetime += added
      observer.send(value: 1)
    }.startWithSignal { signal, interruptHandle in
      signal.observe(recorder.observer)
      handle = interruptHandle
    }
    XCTAssertEqual(recorder.events, [.value(1)])
    XCTAssertFalse(added.isDisposed)
    handle?.dispose()
    XCTAssertTrue(added.isDisposed)
    XCTAssertEqual(recorder.events, [.value(1), .interrupted])
  }
}
