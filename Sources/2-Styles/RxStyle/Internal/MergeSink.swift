import StyleInternals

/// How a merging stage treats an inner sequence that arrives while others are running.
enum MergeMode: Sendable {
  /// Runs up to `maxConcurrent` inner sequences at once and queues the rest
  /// (`flatMap`, `merge`; `concat` and `concatMap` with 1).
  case limited(maxConcurrent: Int)
  /// Ignores an inner sequence that arrives while one is running (`flatMapFirst`).
  case dropWhileBusy
}

/// The stage behind `merge`, `flatMap`, `flatMapFirst`, `concat` and `concatMap`: maps each
/// outer element to an inner sequence and forwards the inner sequences' elements, serialised.
///
/// It completes when the outer sequence and every inner sequence it admitted have completed; the
/// first error from any of them ends it.
// Safety: `activeCount`, `isOuterDone`, `queued` and the list of running inner sinks are touched
// only under `lock`.
final class MergeSink<Source, Output>: LockedSink<Source, Output>, @unchecked Sendable {
  private let selector: @Sendable (Source) throws -> Observable<Output>
  private let mode: MergeMode
  /// The running inner sinks, as an intrusive doubly linked list: adding and removing one costs
  /// no allocation and no hashing, which matters when every element starts an inner sequence.
  @exclusivity(unchecked) private var firstInner: MergeInnerSink<Source, Output>?
  @exclusivity(unchecked) private var activeCount = 0
  @exclusivity(unchecked) private var isOuterDone = false
  private let queued = FIFOStorage<Observable<Output>>()
  /// Whether the finished outer sequence is disposed before its end is passed on (RxSwift's
  /// `flatMap`, `merge()`), or, when no inner sequence runs, after it (its limited merge).
  private let endsOuterFirst: Bool

  init(
    mode: MergeMode, endsOuterFirst: Bool, selector: @escaping @Sendable (Source) throws -> Observable<Output>,
    downstream: Receiver<Output>
  ) {
    self.mode = mode
    self.endsOuterFirst = endsOuterFirst
    self.selector = selector
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Source) {
    // As in RxSwift, `flatMapFirst` does not even map an element that arrives while busy. Only
    // this method raises `activeCount`, so a zero seen here stays zero until it does.
    if case .dropWhileBusy = mode, lock.withLock({ activeCount > 0 }) { return }
    guard let inner = attempt({ try selector(element) }) else { return }
    lock.lock()
    var admitted = true
    if case .limited(let maxConcurrent) = mode, activeCount >= maxConcurrent {
      admitted = false
      queued.append(inner)
    }
    if admitted { activeCount += 1 }
    lock.unlock()
    if admitted { subscribeInner(inner) }
  }

  override func onError(_ error: any Error) { lockedError(error) }

  override func onCompleted() {
    // The finished outer sequence is disposed at once, even while inner sequences run on, as in
    // RxSwift; its limited merge passes the end on first when nothing else runs.
    if endsOuterFirst { releaseUpstream() }
    lock.lock()
    isOuterDone = true
    let isLast = activeCount == 0
    if isLast { forwardCompleted() }
    lock.unlock()
    if !isLast { releaseUpstream() }
  }

  override func disposeResources() {
    // The flag is already set, so no inner sink is added after this snapshot.
    let running = lock.withLock { () -> [MergeInnerSink<Source, Output>] in
      var running: [MergeInnerSink<Source, Output>] = []
      while let sink = firstInner {
        unlink(sink)
        running.append(sink)
      }
      return running
    }
    // Oldest first, the order in which RxSwift disposes its group.
    for sink in running.reversed() { sink.dispose() }
  }

  private func subscribeInner(_ inner: Observable<Output>) {
    let sink = MergeInnerSink(parent: self)
    let added = lock.withLock { () -> Bool in
      guard !isDisposed else { return false }
      sink.next = firstInner
      firstInner?.previous = sink
      firstInner = sink
      return true
    }
    if added { sink.subscribe(to: inner) }
  }

  /// Removes `sink` from the running list. Called under the lock.
  private func unlink(_ sink: MergeInnerSink<Source, Output>) {
    if let previous = sink.previous {
      previous.next = sink.next
    } else if firstInner === sink {
      firstInner = sink.next
    }
    sink.next?.previous = sink.previous
    sink.next = nil
    sink.previous = nil
  }

  @inline(__always)
  fileprivate func innerNext(_ element: Output) { lockedNext(element) }

  fileprivate func innerError(_ error: any Error) { lockedError(error) }

  fileprivate func innerCompleted(_ sink: MergeInnerSink<Source, Output>) {
    lock.lock()
    unlink(sink)
    var next: Observable<Output>?
    var isLast = false
    if queued.isEmpty {
      activeCount -= 1
      isLast = isOuterDone && activeCount == 0
    } else {
      next = queued.removeFirst()
    }
    lock.unlock()
    // The finished inner sequence is disposed before the end goes on, as in RxSwift. Nothing
    // else can arrive in between: every source has finished.
    sink.dispose()
    if isLast { lockedCompleted() }
    // The next queued sequence is subscribed through the trampoline, so a long run of
    // synchronous inner sequences does not nest each subscription inside the previous one.
    if let next { Trampoline.schedule { self.subscribeInner(next) } }
  }
}

// Safety: the list links are touched only under the parent's lock.
private final class MergeInnerSink<Source, Output>: SinkBase<Output>, @unchecked Sendable {
  private let parent: MergeSink<Source, Output>
  // The previous sink holds this one through `next`, so `previous` need not retain.
  @exclusivity(unchecked) unowned(unsafe) var previous: MergeInnerSink?
  @exclusivity(unchecked) var next: MergeInnerSink?

  init(parent: MergeSink<Source, Output>) {
    self.parent = parent
  }

  override func onNext(_ element: Output) { parent.innerNext(element) }
  override func onError(_ error: any Error) { parent.innerError(error) }
  override func onCompleted() { parent.innerCompleted(self) }
}
