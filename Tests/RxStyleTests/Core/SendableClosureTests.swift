import Dispatch
import RxStyle
import RxStyleBlocking
import Testing

/// Why the closures that operators and schedulers run elsewhere are `@Sendable`, shown in
/// Swift 6 language mode (the mode of this test target).
@MainActor
final class SendableClosureTests {
  /// Main-actor state, standing for a view's label.
  private var label = "idle"

  /// `create`'s closure is `@Sendable` because it runs wherever the subscription is made — with
  /// `subscribe(on:)`, on a background queue. So Swift 6 rejects, at compile time, a version of
  /// it that touches main-actor state:
  ///
  ///     Observable<String>.create { observer in
  ///       observer.onNext(self.label)
  ///       // error: main actor-isolated property 'label' can not be referenced from a Sendable closure
  ///       …
  ///     }
  ///
  /// With RxSwift the same closure is not `@Sendable`, is inferred to be main-actor isolated,
  /// compiles, and traps at run time (`_dispatch_assert_queue_fail`) once `subscribe(on:)` runs
  /// it off the main thread. The version below captures a copy of the state instead: it
  /// compiles, runs on the queue, and its result comes back to the main actor.
  @Test func subscribeOn_runsSendableWorkOffTheMainActor() throws {
    let queue = DispatchQueue(label: "sendable")
    let key = DispatchSpecificKey<String>()
    queue.setSpecific(key: key, value: "background")
    let scheduler = SerialDispatchQueueScheduler(queue: queue, internalSerialQueueName: "sendable.inner")
    let snapshot = label
    let source = Observable<String>.create { observer in
      observer.onNext("\(snapshot) read on \(DispatchQueue.getSpecific(key: key) ?? "the main thread")")
      observer.onCompleted()
      return Disposables.create()
    }
    let seen = try source.subscribe(on: scheduler).toBlocking(timeout: 10).first()
    queue.sync {}
    label = seen ?? "nothing"
    #expect(label == "idle read on background")
  }
}
