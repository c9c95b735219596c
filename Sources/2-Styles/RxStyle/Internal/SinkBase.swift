import StyleInternals
import Synchronization

/// Where a stage stands (the values of `SinkBase.state`).
private enum StageState {
  static let waiting = 0
  static let holding = 1
  static let disposed = 2
  /// The upstream subscription was disposed early (its source finished) while the stage goes on.
  static let released = 3
}

/// A subscription stage that can be disposed: holds the upstream subscription and whether the
/// stage was disposed, in one atomic state.
///
/// ``Sink`` adds a downstream; a receiver of a multi-source operator's secondary source
/// subclasses this class directly and overrides the three event methods to call its parent (see
/// Documentation/RxStyleSinks.md for which base an operator starts from).
///
/// Disposal is idempotent and may happen on any thread: it marks the stage disposed (so no
/// further event is forwarded), disposes and drops the upstream subscription, then calls
/// ``disposeResources()`` for anything else the stage holds. Dropping references on disposal is
/// what breaks the cycle between a stage and its upstream, so a finished chain is released at once.
///
/// One atomic word serves both the flag and the hand-over of the upstream subscription: a lock
/// per stage cost two allocations and a mutex set-up on every subscription, and a second atomic
/// cost two more locked instructions.
// `upstream` is written by `setUpstream` before its releasing exchange to `holding`, and read
// only by whoever leaves `holding` (the disposer) or by the setter whose exchange failed.
@usableFromInline
// Safety: `upstream` changes hands only through the acquiring-and-releasing exchanges on `state`.
class SinkBase<Input>: Receiver<Input>, Disposable, @unchecked Sendable {
  private let state = Atomic<Int>(StageState.waiting)
  @exclusivity(unchecked) private var upstream: (any Disposable)?
  private let countingScope: ResourceCountingScope?

  override init() {
    countingScope = Resources.created()
  }

  deinit {
    Resources.released(in: countingScope)
  }

  /// Whether the stage was disposed (reading it is a plain load on x86).
  final var isDisposed: Bool { state.load(ordering: .acquiring) == StageState.disposed }

  /// Subscribes this stage to `source` and keeps the subscription until disposal: an operator's
  /// upstream, or a secondary source (an inner sequence, the other side of a `zip`) whose events
  /// this stage passes to its parent.
  @usableFromInline final func subscribe(to source: Observable<Input>) {
    setUpstream(source.subscribeReceiver(self))
  }

  /// Keeps `subscription` until disposal; disposes it at once if the stage is already disposed.
  /// Called once per stage, by the thread that subscribes it.
  final func setUpstream(_ subscription: any Disposable) {
    guard state.load(ordering: .relaxed) == StageState.waiting else { return subscription.dispose() }
    upstream = subscription
    let kept = state.compareExchange(
      expected: StageState.waiting, desired: StageState.holding, ordering: .acquiringAndReleasing
    ).exchanged
    if !kept { takeUpstream()?.dispose() }  // disposed meanwhile: the disposer did not look at it
  }

  @usableFromInline final func dispose() {
    let previous = state.exchange(StageState.disposed, ordering: .acquiringAndReleasing)
    guard previous != StageState.disposed else { return }
    if previous == StageState.holding { takeUpstream()?.dispose() }
    disposeResources()
  }

  /// Disposes the upstream subscription now, while the stage stays open: how a stage whose
  /// source finished lets go of it before passing the end on, where RxSwift does the same
  /// (a flattening operator's outer sequence, an inner sequence that completed). A subscription
  /// still being set up is disposed as soon as it is handed over.
  final func releaseUpstream() {
    var current = state.load(ordering: .relaxed)
    while current == StageState.waiting || current == StageState.holding {
      let (exchanged, original) = state.compareExchange(
        expected: current, desired: StageState.released, ordering: .acquiringAndReleasing)
      if exchanged {
        if current == StageState.holding { takeUpstream()?.dispose() }
        return
      }
      current = original
    }
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

  /// Subscribes this stage to `source` from an observable's `start`, which runs only inside a
  /// subscription, so the thread's trampoline is already running and need not be looked up.
  final func startUpstream(_ source: Observable<Input>) {
    setUpstream(source.start(self))
  }

  @inline(__always)
  final func forwardNext(_ element: Output) {
    if !isDisposed { downstream.onNext(element) }
  }

  /// Forwards what `output` returns, or fails with what it throws: the step of an operator that
  /// makes each element with a throwing closure of the user's.
  final func forwardNext(trying output: () throws -> Output) {
    do {
      forwardNext(try output())
    } catch {
      forwardError(error)
    }
  }

  final func forwardError(_ error: any Error) {
    if !isDisposed { downstream.onError(error) }
    dispose()
  }

  final func forwardCompleted() {
    if !isDisposed { downstream.onCompleted() }
    dispose()
  }

  /// Disposes the finished upstream, then passes `completed` on: the order of RxSwift's
  /// flattening and combining operators, whose source's disposal comes before the end it sent.
  final func releaseUpstreamAndComplete() {
    releaseUpstream()
    forwardCompleted()
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

extension Observable {
  /// An observable whose every subscription builds a stage with `makeSink` for its subscriber and
  /// subscribes that stage to this observable: how an operator with a sink class of its own is
  /// exposed.
  ///
  /// ```swift
  /// source.throughSink { receiver in ElementAtSink(remaining: index, downstream: receiver) }
  /// ```
  /// - Parameter makeSink: builds the operator's stage for one subscriber.
  /// - Returns: the operator's observable.
  func throughSink<Output>(_ makeSink: @escaping @Sendable (Receiver<Output>) -> SinkBase<Element>) -> Observable<
    Output
  > {
    Observable<Output> { receiver in
      let sink = makeSink(receiver)
      sink.subscribe(to: self)
      return sink
    }
  }
}
