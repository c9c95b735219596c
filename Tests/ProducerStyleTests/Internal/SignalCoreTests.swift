import Foundation
import ProducerStyle
import ProducerStyleTest
import StyleInternals
import Synchronization
import XCTest

/// How a signal delivers: serially from any number of senders, and through derived signals
/// (`map`, `filter`, `combineLatest`, `zip`, …) that relay their upstream's serial delivery
/// without a send lock of their own, while observers come and go on other threads.
final class SignalCoreTests: ProducerStyleTestCase {
  func test_concurrentSendersThroughMapAndFilter_deliverSeriallyAndExactly() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let doubled = signal.map { $0 * 2 }
    let quadruples = doubled.filter { $0.isMultiple(of: 4) }
    let mapped = SerialCounter()
    let filtered = SerialCounter()
    let ends = Atomic<Int>(0)
    doubled.observeValues(mapped.count)
    quadruples.observe { event in
      switch event {
      case .value(let value): filtered.count(value)
      case .completed: ends.add(1, ordering: .relaxed)
      case .failed, .interrupted: XCTFail("unexpected \(event)")
      }
    }
    DispatchQueue.concurrentPerform(iterations: 4) { sender in
      for value in 0..<2_500 { input.send(value: sender * 2_500 + value) }
    }
    input.sendCompleted()
    XCTAssertEqual(mapped.overlaps, 0)
    XCTAssertEqual(mapped.values, 10_000)
    XCTAssertEqual(mapped.sum, 2 * (0..<10_000).reduce(0, +))
    XCTAssertEqual(filtered.overlaps, 0)
    XCTAssertEqual(filtered.values, 5_000)
    XCTAssertEqual(filtered.sum, 2 * stride(from: 0, to: 10_000, by: 2).reduce(0, +))
    XCTAssertEqual(ends.load(ordering: .relaxed), 1)
  }

  func test_observersComingAndGoingWhileADerivedSignalDelivers_seeWholeValuesInOrder() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 + 1 }
    let steady = EventRecorder(derived)
    let sent = DispatchSemaphore(value: 0)
    Thread {
      for value in 0..<2_000 { input.send(value: value) }
      sent.signal()
    }.start()
    for _ in 0..<500 {
      let visitor = EventRecorder(derived)
      visitor.dispose()
      // A delivery already under way may still reach it once after `dispose()` returns.
      let values = visitor.values
      if let first = values.first { XCTAssertEqual(values, Array(first..<first + values.count)) }
    }
    XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
    input.sendCompleted()
    XCTAssertEqual(steady.events, (1...2_000).map { .value($0) } + [.completed])
  }

  func test_terminalFromAnotherThread_whileADerivedSignalDelivers_followsTheValue() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 * 10 }
    let recorder = EventRecorder(derived)
    derived.observeValues { value in
      guard value == 10 else { return }
      let handedOver = DispatchSemaphore(value: 0)
      Thread {
        input.sendInterrupted()
        handedOver.signal()
      }.start()
      XCTAssertEqual(handedOver.wait(timeout: .now() + 10), .success)
    }
    input.send(value: 1)
    input.send(value: 2)
    XCTAssertEqual(recorder.events, [.value(10), .interrupted])
  }

  func test_reentrantSendFromADerivedObserver_isDeliveredAfterTheCurrentValueToEveryObserver() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let derived = signal.map { $0 * 10 }
    derived.observeValues { value in
      if value == 10 { input.send(value: 2) }
    }
    let recorder = EventRecorder(derived)
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(recorder.events, [.value(10), .value(20), .completed])
  }

  func test_derivedSignalKeptAfterItCompletes_letsGoOfItsObservers() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let derived = signal.filter { $0 > 0 }
    weak var weakCapture: Capture?
    do {
      let capture = Capture()
      weakCapture = capture
      derived.observeValues { capture.values.append($0) }
      input.send(value: 1)
      XCTAssertEqual(capture.values, [1])
    }
    XCTAssertNotNil(weakCapture)
    input.sendCompleted()
    XCTAssertNil(weakCapture)
    withExtendedLifetime(derived) {}
  }

  func test_releasedDerivedSignal_lastObserverLeavingDuringDelivery_detachesFromUpstream() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let disposed = Atomic<Bool>(false)
    let received = Lock<[Int]>([])
    do {
      let derived = signal.map { $0 * 10 }.on(disposed: { disposed.store(true, ordering: .relaxed) })
      let observation = Lock<(any Disposable)?>(nil)
      let disposable = derived.observeValues { value in
        received.withLock { $0.append(value) }
        observation.withLock { $0 }?.dispose()
      }
      observation.withLock { $0 = disposable }
    }
    input.send(value: 1)
    XCTAssertTrue(disposed.load(ordering: .relaxed))
    input.send(value: 2)
    XCTAssertEqual(received.withLock { $0 }, [10])
  }

  func test_releasedDerivedSignal_lastObserverLeavingOnAnotherThreadWhileValuesFlow_endsCleanly() {
    for _ in 0..<50 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let disposed = Atomic<Bool>(false)
      let observation = signal.map { $0 + 1 }.filter { $0 > 0 }
        .on(disposed: { disposed.store(true, ordering: .relaxed) })
        .observeValues { _ in }
      let sent = DispatchSemaphore(value: 0)
      Thread {
        for value in 0..<200 { input.send(value: value) }
        sent.signal()
      }.start()
      observation?.dispose()
      XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
      XCTAssertTrue(disposed.load(ordering: .relaxed))
      input.sendCompleted()
    }
  }

  func test_combineLatestOfPipesSentFromTwoThreads_deliversSeriallyAndExactly() {
    let (a, inputA) = Signal<Int, Never>.pipe()
    let (b, inputB) = Signal<Int, Never>.pipe()
    let counter = SerialCounter()
    let ends = Atomic<Int>(0)
    Signal.combineLatest(a, b).map { $0 + $1 }
      .observe { event in
        switch event {
        case .value(let value): counter.count(value)
        case .completed: ends.add(1, ordering: .relaxed)
        case .failed, .interrupted: XCTFail("unexpected \(event)")
        }
      }
    inputA.send(value: 0)
    inputB.send(value: 0)
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      let input = side == 0 ? inputA : inputB
      for value in 1...2_000 { input.send(value: value) }
      input.sendCompleted()
    }
    XCTAssertEqual(counter.overlaps, 0)
    XCTAssertEqual(counter.values, 4_001)
    XCTAssertEqual(ends.load(ordering: .relaxed), 1)
  }

  func test_zipOfPipesSentFromTwoThreads_pairsEveryValueSerially() {
    let (a, inputA) = Signal<Int, Never>.pipe()
    let (b, inputB) = Signal<Int, Never>.pipe()
    let counter = SerialCounter()
    let recorder = EventRecorder(Signal.zip(a, b).filter { $0 == $1 }.map { $0 + $1 })
    Signal.zip(a, b).map { $0 + $1 }.observeValues(counter.count)
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      let input = side == 0 ? inputA : inputB
      for value in 0..<2_000 { input.send(value: value) }
      input.sendCompleted()
    }
    XCTAssertEqual(counter.overlaps, 0)
    XCTAssertEqual(counter.values, 2_000)
    XCTAssertEqual(counter.sum, 2 * (0..<2_000).reduce(0, +))
    XCTAssertEqual(recorder.events, (0..<2_000).map { .value(2 * $0) } + [.completed])
  }

  func test_releasedUnobservedCombineLatest_detachesFromItsSources() {
    let (a, inputA) = Signal<Int, Never>.pipe()
    let (b, inputB) = Signal<Int, Never>.pipe()
    let detached = Atomic<Bool>(false)
    weak var weakCombined: Signal<(Int, Int), Never>?
    do {
      let combined = Signal.combineLatest(a.on(disposed: { detached.store(true, ordering: .relaxed) }), b)
      weakCombined = combined
      XCTAssertFalse(detached.load(ordering: .relaxed))
    }
    XCTAssertNil(weakCombined)
    XCTAssertTrue(detached.load(ordering: .relaxed))
    inputA.send(value: 1)
    inputB.send(value: 2)
  }

  func test_combineLatestKeptAfterItCompletes_letsGoOfItsObservers() {
    let (a, inputA) = Signal<Int, Never>.pipe()
    let (b, inputB) = Signal<Int, Never>.pipe()
    let combined = Signal.combineLatest(a, b)
    weak var weakCapture: Capture?
    do {
      let capture = Capture()
      weakCapture = capture
      combined.observeValues { capture.values.append($0 + $1) }
      inputA.send(value: 1)
      inputB.send(value: 2)
      XCTAssertEqual(capture.values, [3])
    }
    inputA.sendCompleted()
    XCTAssertNotNil(weakCapture)
    inputB.sendCompleted()
    XCTAssertNil(weakCapture)
    withExtendedLifetime(combined) {}
  }

  func test_blockingCallFromADerivedObserver_failsFastInsideTheDelivery() {
    let (signal, input) = Signal<Int, Never>.pipe()
    var outcomes: [Bool] = []
    signal.map { $0 + 1 }.filter { $0 > 0 }
      .observeValues { _ in
        do {
          _ = try SignalProducer<Int, Never>.never.first(timeout: 30)
          outcomes.append(false)
        } catch {
          outcomes.append((error as? Blocking.Failure) == .calledDuringDelivery)
        }
      }
    input.send(value: 0)
    input.send(value: 1)
    input.sendCompleted()
    XCTAssertEqual(outcomes, [true, true])
    // Outside any delivery again, a blocking call waits for its producer (here until it times out).
    XCTAssertThrowsError(try SignalProducer<Int, Never>.never.first(timeout: 0.01)) { error in
      XCTAssertEqual(error as? Blocking.Failure, .timedOut(seconds: 0.01))
    }
  }
}

/// Counts the values an observer receives, and how often two deliveries overlapped.
private final class SerialCounter: Sendable {
  private let inside = Atomic<Int>(0)
  private let overlapCount = Atomic<Int>(0)
  private let valueCount = Atomic<Int>(0)
  private let total = Atomic<Int>(0)

  var overlaps: Int { overlapCount.load(ordering: .relaxed) }
  var values: Int { valueCount.load(ordering: .relaxed) }
  var sum: Int { total.load(ordering: .relaxed) }

  @Sendable func count(_ value: Int) {
    if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlapCount.add(1, ordering: .relaxed) }
    valueCount.add(1, ordering: .relaxed)
    total.add(value, ordering: .relaxed)
    inside.subtract(1, ordering: .sequentiallyConsistent)
  }
}

/// Something an observer captures, to see when the observer is released.
private final class Capture {
  var values: [Int] = []
}
