/// Runs a first sequence to its end, then continues with a second one chosen from the first
/// one's last element: the machinery of `andThen` and of the traits' `flatMap`.
///
/// The first sequence's elements are not passed on; when it completes, `next` is called with
/// its last element (or `nil`) and the sequence it returns is subscribed in its place. Errors of
/// either sequence, or thrown by `next`, end the whole sequence.
// Safety: events arrive serially (the Rx grammar); `last` is touched only by them, and the two
// subscriptions live in a SerialDisposable.
final class ThenSink<Input, Output>: Sink<Input, Output>, @unchecked Sendable {
  private let next: @Sendable (Input?) throws -> Observable<Output>
  private let current = SerialDisposable()
  private var last: Input?
  /// Whether a completed continuation is disposed before its end goes on: the traits' `flatMap`
  /// is RxSwift's `flatMap`, which does so; `andThen` passes the end on first.
  fileprivate let endsContinuationFirst: Bool

  init(
    next: @escaping @Sendable (Input?) throws -> Observable<Output>, endsContinuationFirst: Bool,
    downstream: Receiver<Output>
  ) {
    self.next = next
    self.endsContinuationFirst = endsContinuationFirst
    super.init(downstream: downstream)
  }

  /// Subscribes to `first`; returns the sink as the subscription's disposable.
  static func run(
    first: Observable<Input>, next: @escaping @Sendable (Input?) throws -> Observable<Output>,
    endsContinuationFirst: Bool = false, downstream: Receiver<Output>
  ) -> ThenSink {
    let sink = ThenSink(next: next, endsContinuationFirst: endsContinuationFirst, downstream: downstream)
    sink.setUpstream(sink.current)
    // Held before subscribing: a first sequence that completes during `subscribeReceiver`
    // replaces it with the continuation, and must not be replaced back.
    let firstSubscription = SingleAssignmentDisposable()
    sink.current.disposable = firstSubscription
    firstSubscription.setDisposable(first.subscribeReceiver(sink))
    return sink
  }

  override func onNext(_ element: Input) { last = element }
  override func onError(_ error: any Error) { forwardError(error) }

  override func onCompleted() {
    guard !isDisposed else { return }
    do {
      let continuation = try next(last)
      last = nil
      // Subscribed before the first subscription is replaced (and so disposed), as in RxSwift.
      let receiver = ContinuationReceiver(parent: self)
      receiver.subscribe(to: continuation)
      current.disposable = receiver
    } catch {
      forwardError(error)
    }
  }

  fileprivate func continuationNext(_ element: Output) { forwardNext(element) }
  fileprivate func continuationError(_ error: any Error) { forwardError(error) }
  fileprivate func continuationCompleted() { forwardCompleted() }
}

/// Passes the second sequence's events to the ``ThenSink`` that subscribed it.
// Safety: `parent` is immutable; events arrive serially.
private final class ContinuationReceiver<Input, Output>: SinkBase<Output>, @unchecked Sendable {
  private let parent: ThenSink<Input, Output>

  init(parent: ThenSink<Input, Output>) { self.parent = parent }

  override func onNext(_ element: Output) { parent.continuationNext(element) }
  override func onError(_ error: any Error) { parent.continuationError(error) }

  override func onCompleted() {
    if parent.endsContinuationFirst { dispose() }
    parent.continuationCompleted()
  }
}
