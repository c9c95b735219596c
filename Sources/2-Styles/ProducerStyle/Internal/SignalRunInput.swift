import StyleInternals
import Synchronization

/// The input of one run of `SignalProducer(signal)`: passes on what the signal sends, without a
/// send lock of its own.
///
/// A signal already delivers to each observer one event at a time and never re-entrantly, so
/// its events need no serializing here. The one other sender is a disposal of the run from
/// outside, which sends `interrupted` from any thread (see ``SourceInterrupter``): an atomic
/// state keeps that exclusive with the signal's deliveries without ever blocking. A delivery
/// marks the state as delivering; a terminal event that arrives meanwhile is left pending and
/// delivered by that delivery as it ends, as ``SerialDelivery`` leaves a terminal event it
/// cannot take its lock for. After the terminal event, nothing passes.
// Safety: `downstream` is called only by the thread that moved `state` to delivering or to
// terminated; `pendingKind` and `pendingError` are written once, by the sender that won `claim`,
// before a releasing update of `state` publishes them, and read after an acquiring one saw them.
final class SignalRunInput<Value, Error: Swift.Error>: Signal<Value, Error>.Observer, @unchecked Sendable {
  // The bits of `state`.
  private static var delivering: UInt8 { 1 }
  private static var pending: UInt8 { 2 }
  private static var terminated: UInt8 { 4 }

  private let downstream: Signal<Value, Error>.Observer
  private let state = Synchronization.Atomic<UInt8>(0)
  private let claim = Synchronization.Atomic<Bool>(false)
  private var pendingKind = TerminalKind.completed
  private var pendingError: ErrorBox<Error>?

  init(_ downstream: Signal<Value, Error>.Observer) {
    self.downstream = downstream
    super.init()
  }

  override func receive(_ value: Value) {
    // Not idle: terminated, or a terminal event is being delivered.
    guard state.compareExchange(expected: 0, desired: Self.delivering, ordering: .acquiring).exchanged else { return }
    downstream.receive(value)
    guard state.compareExchange(expected: Self.delivering, desired: 0, ordering: .releasing).exchanged else {
      // A terminal event arrived during the delivery: this delivery passes it on.
      return deliverPending()
    }
  }

  override func receive(failed error: Error) { requestTermination(.failed, ErrorBox(error)) }
  override func receiveCompleted() { requestTermination(.completed) }
  override func receiveInterrupted() { requestTermination(.interrupted) }

  private func requestTermination(_ kind: TerminalKind, _ error: ErrorBox<Error>? = nil) {
    // One terminal event wins; the others, and everything after it, are dropped.
    guard !claim.exchange(true, ordering: .relaxed) else { return }
    pendingKind = kind
    pendingError = error
    var current = state.load(ordering: .relaxed)
    while true {
      // A delivery is running (on another thread, or further up this one's stack): it delivers
      // the terminal event as it ends.
      let desired = current & Self.delivering != 0 ? current | Self.pending : Self.terminated
      let update = state.compareExchange(
        expected: current, desired: desired, ordering: .acquiringAndReleasing)
      if update.exchanged {
        if desired == Self.terminated { deliverTerminal() }
        return
      }
      current = update.original
    }
  }

  /// Delivers the terminal event left pending during a value's delivery.
  @inline(never)
  private func deliverPending() {
    _ = state.exchange(Self.terminated, ordering: .acquiringAndReleasing)
    deliverTerminal()
  }

  @inline(never)
  private func deliverTerminal() {
    let depth = DeliveryDepth.enter(DeliveryDepth.key)
    defer { DeliveryDepth.leave(depth) }
    let error = pendingError
    pendingError = nil
    switch pendingKind {
    case .completed: downstream.receiveCompleted()
    case .interrupted: downstream.receiveInterrupted()
    case .failed:
      // Only `receive(failed:)` claims a failure, and it always passes its error's box.
      guard let error else { preconditionFailure("a failure without its error") }
      downstream.receive(failed: error.error)
    }
  }
}
