import Dispatch
import RxStyle
import Testing

/// A subscription made on the main actor, to a source that delivers on another thread: its
/// closures, main-actor code, stay on the main actor.
@MainActor
final class SubscribeIsolationSwiftTestingTests {
  @Test func subscribeOnTheMainActor_sourceOnAQueue_closuresRunOnTheMainActor() async {
    let queue = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "source"))
    var events: [String] = []
    await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
      _ = Observable.of(1, 2).subscribe(on: queue).subscribe(
        onNext: {
          MainActor.preconditionIsolated("onNext left the main actor")
          events.append("\($0)")
        },
        onCompleted: {
          MainActor.preconditionIsolated("onCompleted left the main actor")
          events.append("completed")
          finished.resume()
        })
    }
    #expect(events == ["1", "2", "completed"])
  }
}
