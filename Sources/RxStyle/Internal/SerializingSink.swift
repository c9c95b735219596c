import Locking

/// A stage whose events come from more than one place — its upstream and timers on a scheduler,
/// possibly on different threads — and must still reach its downstream one at a time, in order.
///
/// Subclasses change their state inside ``synchronized(_:)`` and queue what to send with
/// ``send(_:)``; the queued events are delivered after the lock is released, by one thread at a
/// time. An event queued while another thread (or a re-entrant call from the downstream itself)
/// is delivering waits its turn instead of running concurrently or nested, so the downstream is
/// never called with the lock held and a downstream that disposes or re-enters cannot deadlock.
///
/// Work that may run the caller's code at once (scheduling on a scheduler that runs immediately,
/// subscribing) must happen outside `synchronized`; transitions return what that work needs.
///
/// The lock guards fields that subclasses declare, so they sit beside it rather than inside a
/// `Lock<State>`: a documented exception (see `Locking/Lock.swift`); the downstream is still
/// never called with the lock held.
// Safety: `outbox`, `isDelivering` and every subclass field touched inside `synchronized` are
// guarded by `lock`; disposal state is SinkBase's.
class SerializingSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
  private let lock = Lock(())
  private var outbox: [Event<Output>] = []
  private var isDelivering = false

  /// Runs `transition` under the stage's lock, then delivers what it queued with ``send(_:)``.
  @discardableResult
  final func synchronized<Result>(_ transition: () -> Result) -> Result {
    let (result, mustDrain) = lock.withLock { () -> (Result, Bool) in
      let result = transition()
      guard !isDelivering, !outbox.isEmpty else { return (result, false) }
      isDelivering = true
      return (result, true)
    }
    if mustDrain { drainOutbox() }
    return result
  }

  /// Queues `event` for delivery; call it only inside ``synchronized(_:)``.
  final func send(_ event: Event<Output>) {
    outbox.append(event)
  }

  private func drainOutbox() {
    while let event = nextQueuedEvent() { forwardEvent(event) }
  }

  private func nextQueuedEvent() -> Event<Output>? {
    lock.withLock { () -> Event<Output>? in
      guard !outbox.isEmpty, !isDisposed else {
        outbox.removeAll()
        isDelivering = false
        return nil
      }
      return outbox.removeFirst()
    }
  }
}

extension Sink {
  /// Forwards `event` through ``forwardNext(_:)``, ``forwardError(_:)`` or ``forwardCompleted()``.
  final func forwardEvent(_ event: Event<Output>) {
    switch event {
    case .next(let element): forwardNext(element)
    case .error(let error): forwardError(error)
    case .completed: forwardCompleted()
    }
  }
}

/// A receiver that hands every event to a closure: how a stage listens to a second source (a
/// sampler, a fallback, a trigger) besides its upstream.
// Safety: the handler is Sendable and called serially (the Rx grammar).
final class EventReceiver<Element>: Receiver<Element>, @unchecked Sendable {
  private let handler: @Sendable (Event<Element>) -> Void

  init(_ handler: @escaping @Sendable (Event<Element>) -> Void) {
    self.handler = handler
  }

  override func onNext(_ element: Element) { handler(.next(element)) }
  override func onError(_ error: any Error) { handler(.error(error)) }
  override func onCompleted() { handler(.completed) }
}
