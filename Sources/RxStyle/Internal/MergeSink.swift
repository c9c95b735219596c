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
// Safety: `activeCount`, `isOuterDone` and `queued` are touched only under `lock`; the inner
// subscriptions live in a thread-safe CompositeDisposable.
final class MergeSink<Source, Output>: LockedSink<Source, Output>, @unchecked Sendable {
  private let selector: @Sendable (Source) throws -> Observable<Output>
  private let mode: MergeMode
  private let inners = CompositeDisposable()
  @exclusivity(unchecked) private var activeCount = 0
  @exclusivity(unchecked) private var isOuterDone = false
  private let queued = RingBuffer<Observable<Output>>()

  init(
    mode: MergeMode, selector: @escaping @Sendable (Source) throws -> Observable<Output>,
    downstream: Receiver<Output>
  ) {
    self.mode = mode
    self.selector = selector
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Source) {
    let inner: Observable<Output>
    do {
      inner = try selector(element)
    } catch {
      lockedError(error)
      return
    }
    lock.lock()
    let admitted: Bool
    switch mode {
    case .dropWhileBusy:
      admitted = activeCount == 0
    case .limited(let maxConcurrent):
      admitted = activeCount < maxConcurrent
      if !admitted { queued.append(inner) }
    }
    if admitted { activeCount += 1 }
    lock.unlock()
    if admitted { subscribeInner(inner) }
  }

  override func onError(_ error: any Error) { lockedError(error) }

  override func onCompleted() {
    lock.lock()
    isOuterDone = true
    if activeCount == 0 { forwardCompleted() }
    lock.unlock()
  }

  override func disposeResources() {
    inners.dispose()
  }

  private func subscribeInner(_ inner: Observable<Output>) {
    let sink = MergeInnerSink(parent: self)
    guard let key = inners.insert(sink) else { return }
    sink.key = key
    sink.subscribe(to: inner)
  }

  @inline(__always)
  fileprivate func innerNext(_ element: Output) { lockedNext(element) }

  fileprivate func innerError(_ error: any Error) { lockedError(error) }

  fileprivate func innerCompleted(_ key: CompositeDisposable.DisposeKey?) {
    if let key { inners.remove(for: key) }
    lock.lock()
    let next = queued.isEmpty ? nil : queued.removeFirst()
    if next == nil {
      activeCount -= 1
      if isOuterDone && activeCount == 0 { forwardCompleted() }
    }
    lock.unlock()
    // The next queued sequence is subscribed through the trampoline, so a long run of
    // synchronous inner sequences does not nest each subscription inside the previous one.
    if let next { Trampoline.schedule { self.subscribeInner(next) } }
  }
}

// Safety: `key` is written before the subscription starts and read by its terminal event.
private final class MergeInnerSink<Source, Output>: ChildSink<Output>, @unchecked Sendable {
  private let parent: MergeSink<Source, Output>
  var key: CompositeDisposable.DisposeKey?

  init(parent: MergeSink<Source, Output>) {
    self.parent = parent
  }

  override func onNext(_ element: Output) { parent.innerNext(element) }
  override func onError(_ error: any Error) { parent.innerError(error) }
  override func onCompleted() { parent.innerCompleted(key) }
}
