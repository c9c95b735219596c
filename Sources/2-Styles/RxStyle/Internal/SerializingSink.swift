import StyleInternals

/// A stage whose events come from more than one place — its upstream and timers on a scheduler,
/// possibly on different threads — and must still reach its downstream one at a time, in order.
///
/// Subclasses change their state inside ``synchronized(_:)`` and queue what to send with
/// ``send(_:)`` or ``sendNext(_:)``; the queued events are delivered after the lock is released,
/// by one thread at a time. An event queued while another thread (or a re-entrant call from the
/// downstream itself) is delivering waits its turn instead of running concurrently or nested, so
/// the downstream is never called with the lock held and a downstream that disposes or re-enters
/// cannot deadlock.
///
/// Work that may run the caller's code at once (scheduling on a scheduler that runs immediately,
/// subscribing) must happen outside `synchronized`; transitions return what that work needs.
///
/// The lock guards fields that subclasses declare, so they sit beside it rather than inside a
/// `Lock<State>`: a documented exception (see `StyleInternals/Lock.swift`); the downstream is still
/// never called with the lock held.
// Safety: `outbox`, `outboxCount`, `nextSlot`'s contents, `isNextSlotFull`, `isDelivering` and
// every subclass field touched inside `synchronized` are guarded by `lock`; disposal state is
// SinkBase's.
class SerializingSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
  private let lock = Lock(())
  private var outbox: [Event<Output>] = []
  // The queue's state is read through these plain fields, never through the array or an
  // optional element, for speed on the debounce path (see Benchmarks/README.md).
  private var outboxCount = 0
  /// An element queued by ``sendNext(_:)`` while nothing else waited: the head of the queue,
  /// delivered before `outbox`, without an `Event` or an array around it.
  private var nextSlot: UnsafeMutablePointer<Output>?
  private var isNextSlotFull = false
  private var isDelivering = false

  deinit {
    if let nextSlot {
      if isNextSlotFull { nextSlot.deinitialize(count: 1) }
      nextSlot.deallocate()
    }
  }

  /// Runs `transition` under the stage's lock, then delivers what it queued with ``send(_:)``.
  @discardableResult
  final func synchronized<Result>(_ transition: () -> Result) -> Result {
    // The flag lives outside the lock's result: a `(Result, Bool)` tuple would look up generic
    // tuple metadata on every event in unspecialised code.
    var mustDrain = false
    let result = lock.withLock { () -> Result in
      let result = transition()
      if !isDelivering, isNextSlotFull || outboxCount > 0 {
        isDelivering = true
        mustDrain = true
      }
      return result
    }
    if mustDrain { drainOutbox() }
    return result
  }

  /// Queues `event` for delivery; call it only inside ``synchronized(_:)``.
  final func send(_ event: Event<Output>) {
    outbox.append(event)
    outboxCount += 1
  }

  /// Queues `.next(element)` for delivery, the same as ``send(_:)`` but cheaper; call it only
  /// inside ``synchronized(_:)``.
  final func sendNext(_ element: Output) {
    guard !isNextSlotFull, outboxCount == 0 else { return send(.next(element)) }
    let slot = nextSlot ?? UnsafeMutablePointer<Output>.allocate(capacity: 1)
    nextSlot = slot
    slot.initialize(to: element)
    isNextSlotFull = true
  }

  private func drainOutbox() {
    while true {
      lock.lock()
      if isDisposed || (!isNextSlotFull && outboxCount == 0) {
        dropQueue()
        isDelivering = false
        lock.unlock()
        return
      }
      if isNextSlotFull, let nextSlot {
        let element = nextSlot.move()
        isNextSlotFull = false
        lock.unlock()
        forwardNext(element)
      } else {
        let event = outbox.removeFirst()
        outboxCount -= 1
        lock.unlock()
        forwardEvent(event)
      }
    }
  }

  /// Empties the queue. Called under the lock.
  private func dropQueue() {
    if isNextSlotFull, let nextSlot {
      nextSlot.deinitialize(count: 1)
      isNextSlotFull = false
    }
    if outboxCount > 0 {
      outbox.removeAll()
      outboxCount = 0
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
