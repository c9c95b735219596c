import Dispatch
import Foundation
import RxStyle
import RxStyleTest
import XCTest

/// A subscription made on the main actor, to a source that delivers on another thread.
///
/// Its closures are main-actor code: Swift infers that for a closure written on the main actor
/// and handed to a parameter that is not `@Sendable`. RxSwift then traps at run time (Swift's
/// dynamic isolation check); without the hop below they would run off the main actor unseen.
final class SubscribeIsolationTests: RxStyleTestCase {
  func test_subscribeOnTheMainActor_sourceOnAQueue_closuresRunOnTheMainThreadInOrder() {
    let done = expectation(description: "completed")
    let queue = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "source"))
    let events = MainActor.assumeIsolated {
      let events = MainActorEvents()
      _ = Observable.of(1, 2).subscribe(on: queue).subscribe(
        onNext: { events.append("\($0) main=\(Thread.isMainThread)") },
        onCompleted: {
          events.append("completed main=\(Thread.isMainThread)")
          done.fulfill()
        })
      return events
    }
    wait(for: [done], timeout: 30)
    MainActor.assumeIsolated {
      XCTAssertEqual(events.all, ["1 main=true", "2 main=true", "completed main=true"])
    }
  }

  func test_subscribeOnTheMainActor_sourceOnTheMainThread_deliversAtOnce() {
    MainActor.assumeIsolated {
      var events: [Int] = []
      _ = Observable.of(1, 2).subscribe(onNext: { events.append($0) })
      XCTAssertEqual(events, [1, 2])
    }
  }

  func test_subscribeOffTheMainActor_sourceOnAQueue_closuresRunOnTheDeliveringThread() {
    let done = expectation(description: "completed")
    let queue = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "source"))
    // Safety: written on the source's queue, read after the expectation is fulfilled.
    final class Seen: @unchecked Sendable { var mainThread: [Bool] = [] }
    let seen = Seen()
    _ = Observable.of(1, 2).subscribe(on: queue).subscribe(
      onNext: { _ in seen.mainThread.append(Thread.isMainThread) },
      onCompleted: { done.fulfill() })
    wait(for: [done], timeout: 30)
    XCTAssertEqual(seen.mainThread, [false, false])
  }
}

/// Main-actor state, standing for a view's label.
@MainActor
private final class MainActorEvents {
  private(set) var all: [String] = []

  func append(_ event: String) { all.append(event) }
}
