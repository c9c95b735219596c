import Foundation
import ProducerStyle
import ProducerStyleTest
import StyleInternals
import Synchronization
import XCTest

/// How a run of `SignalProducer(signal)` passes on what the signal sends without a send lock of
/// its own, while a disposal from outside still ends it once, from any thread.
final class SignalRunInputTests: ProducerStyleTestCase {
  // `on(interrupted:)` reports the end of its run as the disposal ends it, inside the value being
  // handled; nothing the signal sends afterwards passes.
  func test_disposedInsideAValue_endsTheRunThere_andPassesNothingMore() {
    let (signal, input) = Signal<Int, Never>.pipe()
    let log = Lock<[String]>([])
    let handle = Lock<(any Disposable)?>(nil)
    let disposable = SignalProducer(signal)
      .on(
        interrupted: { log.withLock { $0.append("interrupted") } },
        value: { value in
          log.withLock { $0.append("value \(value)") }
          if value == 1 { handle.withLock { $0 }?.dispose() }
          log.withLock { $0.append("after value \(value)") }
        }
      )
      .start()
    handle.withLock { $0 = disposable }
    input.send(value: 0)
    input.send(value: 1)
    input.send(value: 2)
    input.sendCompleted()
    XCTAssertEqual(log.withLock { $0 }, ["value 0", "after value 0", "value 1", "interrupted", "after value 1"])
  }

  func test_disposedFromAnotherThreadWhileTheSignalSends_endsOnce_withWholeValuesInOrder() {
    for _ in 0..<50 {
      let (signal, input) = Signal<Int, Never>.pipe()
      let watch = RunWatch()
      let disposable = SignalProducer(signal).on(interrupted: watch.interrupted, value: watch.value).start()
      let sent = DispatchSemaphore(value: 0)
      Thread {
        for value in 0..<2_000 { input.send(value: value) }
        sent.signal()
      }.start()
      disposable.dispose()
      XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
      input.sendCompleted()
      XCTAssertEqual(watch.overlaps, 0)
      XCTAssertEqual(watch.ends, 1)
      XCTAssertEqual(watch.gaps, 0)
    }
  }
}

/// Watches one run's events from any thread: values that overlap, skip or repeat, and how many
/// ends.
private final class RunWatch: Sendable {
  private let inside = Atomic<Int>(0)
  private let overlapCount = Atomic<Int>(0)
  private let endCount = Atomic<Int>(0)
  private let gapCount = Atomic<Int>(0)
  private let nextValue = Atomic<Int>(0)

  var overlaps: Int { overlapCount.load(ordering: .relaxed) }
  var ends: Int { endCount.load(ordering: .relaxed) }
  var gaps: Int { gapCount.load(ordering: .relaxed) }

  @Sendable func value(_ value: Int) {
    if inside.add(1, ordering: .sequentiallyConsistent).newValue > 1 { overlapCount.add(1, ordering: .relaxed) }
    if nextValue.load(ordering: .relaxed) != value { gapCount.add(1, ordering: .relaxed) }
    nextValue.store(value + 1, ordering: .relaxed)
    inside.subtract(1, ordering: .sequentiallyConsistent)
  }

  @Sendable func interrupted() { endCount.add(1, ordering: .relaxed) }
}
