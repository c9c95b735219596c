import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

/// The shared run of `replayLazily` lasts while the producer or one of its starts is alive.
final class ReplayLazilyLifetimeTests: ProducerStyleTestCase {
  func test_producerReleasedWithActiveStarts_runEndsWithTheLastStart() {
    let disposed = Atomic<Bool>(false)
    var replayed: SignalProducer<Int, Never>? = SignalProducer<Int, Never>.never
      .on(disposed: { disposed.store(true, ordering: .relaxed) })
      .replayLazily(upTo: 1)
    let first = replayed?.start()
    let second = replayed?.start()
    replayed = nil
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    first?.dispose()
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    second?.dispose()
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }

  func test_producerKept_runOutlivesItsStarts() {
    let disposed = Atomic<Bool>(false)
    var replayed: SignalProducer<Int, Never>? = SignalProducer<Int, Never>.never
      .on(disposed: { disposed.store(true, ordering: .relaxed) })
      .replayLazily(upTo: 1)
    replayed?.start().dispose()
    XCTAssertFalse(disposed.load(ordering: .relaxed))
    replayed = nil
    XCTAssertTrue(disposed.load(ordering: .relaxed))
  }
}
