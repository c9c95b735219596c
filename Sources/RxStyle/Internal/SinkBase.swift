import Locking
import Synchronization

/// Where a stage's upstream subscription stands. Declared outside the generic classes so that
/// its lock's type is not generic: a generic one would cost a metadata lookup per subscription.
private enum UpstreamState {
  case waiting
  case holding(any Disposable)
  case disposed
}

/// A subscription stage that can be disposed: holds the upstream subscription and a disposed flag.
///
/// Disposal is idempotent and may happen on any thread: it sets the flag (so no further event
/// is forwarded), disposes and drops the upstream subscription, then calls ``disposeResources()``
/// for anything else the stage holds. Dropping references on disposal is what breaks the cycle
/// between a stage and its upstream, so a finished chain is released at once.
// Safety: the disposed flag is atomic and the upstream subscription is behind a lock.
class SinkBase<Input>: Receiver<Input>, Disposable, @unchecked Sendable {
  private let disposedFlag = Atomic<Bool>(false)
  private let upstream = Lock<UpstreamState>(.waiting)

  override init() {
    Resources.incrementTotal()
  }

  deinit {
    Resources.decrementTotal()
  }

  /// Whether the stage was disposed (reading it is a plain load on x86).
  final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

  /// Keeps `subscription` until disposal; disposes it at once if the stage is already disposed.
  final func setUpstream(_ subscription: any Disposable) {
    let keep = upstream.withLock { state -> Bool in
      guard case .waiting = state else { return false }
      state = .holding(subscription)
      return true
    }
    if !keep { subscription.dispose() }
  }

  final func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let previous = upstream.withLock { state -> UpstreamState in
      defer { state = .disposed }
      return state
    }
    if case .holding(let subscription) = previous { subscription.dispose() }
    disposeResources()
  }

  /// Releases what a subclass holds besides the upstream subscription. Called once.
  func disposeResources() {}
}

/// A subscription stage with a downstream: the base of every operator's sink.
///
/// `forward…` methods check the disposed flag; terminal events dispose the stage after they are
/// forwarded, as the grammar allows nothing after them.
// Safety: `downstream` is immutable; the rest is SinkBase's.
class Sink<Input, Output>: SinkBase<Input>, @unchecked Sendable {
  final let downstream: Receiver<Output>

  init(downstream: Receiver<Output>) {
    self.downstream = downstream
  }

  /// Subscribes this stage to `source` and keeps the subscription.
  final func subscribe(to source: Observable<Input>) {
    setUpstream(source.subscribeReceiver(self))
  }

  @inline(__always)
  final func forwardNext(_ element: Output) {
    if !isDisposed { downstream.onNext(element) }
  }

  final func forwardError(_ error: any Error) {
    if !isDisposed { downstream.onError(error) }
    dispose()
  }

  final func forwardCompleted() {
    if !isDisposed { downstream.onCompleted() }
    dispose()
  }
}

/// The subscription handed back to the user: disposing it disposes the whole chain, and it lets
/// go of the chain (and so of the user's closures) as soon as it is disposed.
final class SubscriptionHandle: Disposable {
  private let sink: Lock<(any Disposable)?>

  init<Element>(_ sink: SinkBase<Element>, subscribing source: Observable<Element>) {
    self.sink = Lock(sink)
    sink.setUpstream(source.subscribeReceiver(sink))
    if sink.isDisposed { self.sink.withLock { $0 = nil } }
  }

  func dispose() {
    sink.withLock { sink in
      defer { sink = nil }
      return sink
    }?.dispose()
  }
}
