import Synchronization

/// Where a stage's upstream subscription stands (the values of `SinkBase.upstreamState`).
private enum UpstreamState {
  static let waiting = 0
  /// `setUpstream` is storing the subscription.
  static let storing = 1
  static let holding = 2
  static let disposed = 3
}

/// A subscription stage that can be disposed: holds the upstream subscription and a disposed flag.
///
/// Disposal is idempotent and may happen on any thread: it sets the flag (so no further event
/// is forwarded), disposes and drops the upstream subscription, then calls ``disposeResources()``
/// for anything else the stage holds. Dropping references on disposal is what breaks the cycle
/// between a stage and its upstream, so a finished chain is released at once.
///
/// The upstream subscription is handed over through an atomic state rather than a lock: a lock
/// per stage cost two allocations and a mutex set-up on every subscription.
// `upstream` is written only by the thread that moved `upstreamState` to `storing` and read only
// by the one that moved it away from `holding` (or found it `storing` too late), each after an
// acquiring-and-releasing exchange.
@usableFromInline
// Safety: the disposed flag is atomic and `upstream` changes hands only through atomic exchanges.
class SinkBase<Input>: Receiver<Input>, Disposable, @unchecked Sendable {
  private let disposedFlag = Atomic<Bool>(false)
  private let upstreamState = Atomic<Int>(UpstreamState.waiting)
  @exclusivity(unchecked) private var upstream: (any Disposable)?

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
    let claimed = upstreamState.compareExchange(
      expected: UpstreamState.waiting, desired: UpstreamState.storing, ordering: .acquiringAndReleasing
    ).exchanged
    guard claimed else { return subscription.dispose() }
    upstream = subscription
    let kept = upstreamState.compareExchange(
      expected: UpstreamState.storing, desired: UpstreamState.holding, ordering: .acquiringAndReleasing
    ).exchanged
    if !kept { takeUpstream()?.dispose() }  // disposed while storing: the disposer left it to us
  }

  @usableFromInline final func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    if upstreamState.exchange(UpstreamState.disposed, ordering: .acquiringAndReleasing) == UpstreamState.holding {
      takeUpstream()?.dispose()
    }
    disposeResources()
  }

  private func takeUpstream() -> (any Disposable)? {
    defer { upstream = nil }
    return upstream
  }

  /// Releases what a subclass holds besides the upstream subscription. Called once.
  func disposeResources() {}
}

/// A subscription stage with a downstream: the base of every operator's sink.
///
/// `forward…` methods check the disposed flag; terminal events dispose the stage after they are
/// forwarded, as the grammar allows nothing after them.
@usableFromInline
// Safety: `downstream` is immutable; the rest is SinkBase's.
class Sink<Input, Output>: SinkBase<Input>, @unchecked Sendable {
  final let downstream: Receiver<Output>

  init(downstream: Receiver<Output>) {
    self.downstream = downstream
  }

  /// Subscribes this stage to `source` and keeps the subscription.
  @usableFromInline final func subscribe(to source: Observable<Input>) {
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
@usableFromInline
// Safety: `sink` is written in `init` and afterwards only by the `dispose()` that wins the exchange.
final class SubscriptionHandle: Disposable, @unchecked Sendable {
  private let disposedFlag = Atomic<Bool>(false)
  @exclusivity(unchecked) private var sink: (any Disposable)?

  private init(holding sink: any Disposable) {
    self.sink = sink
  }

  /// Subscribes `sink` to `source` and returns the handle; a subscription that already ended
  /// while subscribing (a synchronous source that completed) gets no handle, as disposing it
  /// could do nothing.
  @usableFromInline
  static func subscribe<Element>(_ sink: SinkBase<Element>, to source: Observable<Element>) -> any Disposable {
    sink.setUpstream(source.subscribeReceiver(sink))
    if sink.isDisposed { return Disposables.create() }
    return SubscriptionHandle(holding: sink)
  }

  @usableFromInline func dispose() {
    guard !disposedFlag.exchange(true, ordering: .acquiringAndReleasing) else { return }
    defer { sink = nil }
    sink?.dispose()
  }
}
