import ProducerStyle
import ProducerStyleTest
import Synchronization
import XCTest

final class LifetimeTests: ProducerStyleTestCase {
  func test_make_endsWhenTheTokenIsReleased() {
    let ended = Atomic<Int>(0)
    var token: Lifetime.Token? = Lifetime.Token()
    let lifetime = Lifetime(token!)
    lifetime.observeEnded { ended.add(1, ordering: .relaxed) }
    XCTAssertFalse(lifetime.hasEnded)
    token = nil
    XCTAssertTrue(lifetime.hasEnded)
    XCTAssertEqual(ended.load(ordering: .relaxed), 1)
  }

  func test_tokenDispose_endsAndDisposesAddedDisposables() {
    let (lifetime, token) = Lifetime.make()
    let resource = AnyDisposable()
    lifetime += resource
    token.dispose()
    XCTAssertTrue(resource.isDisposed)
    XCTAssertTrue(lifetime.hasEnded)
  }

  func test_observeEndedAfterEnd_runsAtOnce() {
    let (lifetime, token) = Lifetime.make()
    token.dispose()
    let ran = Atomic<Bool>(false)
    XCTAssertNil(lifetime.observeEnded { ran.store(true, ordering: .relaxed) })
    XCTAssertTrue(ran.load(ordering: .relaxed))
  }

  func test_removingAnObservation_keepsItFromRunning() {
    let (lifetime, token) = Lifetime.make()
    let ran = Atomic<Bool>(false)
    lifetime.observeEnded { ran.store(true, ordering: .relaxed) }?.dispose()
    token.dispose()
    XCTAssertFalse(ran.load(ordering: .relaxed))
  }

  func test_empty_hasAlreadyEnded() {
    XCTAssertTrue(Lifetime.empty.hasEnded)
    let ran = Atomic<Bool>(false)
    XCTAssertNil(Lifetime.empty.observeEnded { ran.store(true, ordering: .relaxed) })
    XCTAssertTrue(ran.load(ordering: .relaxed))
  }

  func test_ended_completesWhenTheLifetimeEnds() {
    let (lifetime, token) = Lifetime.make()
    var completed = false
    lifetime.ended.observeCompleted { completed = true }
    XCTAssertFalse(completed)
    token.dispose()
    XCTAssertTrue(completed)
  }
}
