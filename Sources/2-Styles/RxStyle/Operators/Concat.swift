import StyleInternals

extension ObservableType where Element: ObservableConvertibleType {
  /// Forwards the elements of the inner observables one after the other: each is subscribed
  /// when the previous completes (inner observables that arrive meanwhile wait their turn).
  ///
  /// ```swift
  /// Observable.of(Observable.of(1, 2), Observable.of(3)).concat()  // 1, 2, 3
  /// ```
  /// - Returns: the elements of every inner observable, in order.
  public func concat() -> Observable<Element.Element> {
    merging(mode: .limited(maxConcurrent: 1), endsOuterFirst: false) { $0 }
  }
}

extension ObservableType {
  /// Forwards this observable's elements, then, once it completes, those of `second`.
  ///
  /// ```swift
  /// Observable.of(1, 2).concat(Observable.just(3))  // 1, 2, 3
  /// ```
  /// - Parameter second: the observable subscribed when this one completes.
  /// - Returns: the elements of both, in order.
  public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
  where Source.Element == Element {
    Observable.concat([asObservable(), second.asObservable()])
  }

  /// Forwards the elements of `sources` one after the other: each is subscribed when the
  /// previous completes. An error ends the result at once.
  ///
  /// ```swift
  /// Observable.concat(cached, fetched)  // cached values first, then the fetched ones
  /// ```
  /// - Parameter sources: the observables, in order.
  /// - Returns: their elements, in order.
  public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
    concat(sources)
  }

  /// Forwards the elements of a collection of observables one after the other.
  /// - Parameter sources: the observables, in order.
  /// - Returns: their elements, in order.
  @preconcurrency public static func concat<Sources: Collection & Sendable>(_ sources: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    // RxSwift concatenates a collection as it does a sequence, not as a limited merge: the last
    // source's end goes on before that source is disposed.
    concatenating(Array(sources))
  }
}

extension ObservableType {
  /// Forwards the elements of a sequence of observables one after the other, reading the
  /// sequence lazily: the next observable is taken only when the previous one completes.
  ///
  /// ```swift
  /// Observable.concat(pages.lazy.map { service.fetch(page: $0) })
  /// ```
  /// - Parameter sources: the observables, in order; may be endless.
  /// - Returns: their elements, in order.
  @preconcurrency public static func concat<Sources: Sequence & SendableMetatype>(_ sources: Sources) -> Observable<
    Element
  >
  where Sources.Element == Observable<Element> {
    concatenating(sources)
  }

  fileprivate static func concatenating<Sources: Sequence & SendableMetatype>(_ sources: Sources) -> Observable<
    Element
  > where Sources.Element == Observable<Element> {
    // Each subscription reads the sequence afresh through its own iterator.
    let sources = Captured(sources)
    return Observable { receiver in
      let sink = ConcatSequenceSink(sources: SharedIterator(sources.value.makeIterator()), downstream: receiver)
      sink.subscribeNext()
      return sink
    }
  }
}

/// Subscribes the sequence's sources one at a time, taking the next when the current completes.
///
/// The next source is subscribed through the thread's trampoline, as `merge(maxConcurrent:)`
/// does, so a long run of synchronous sources neither grows the stack nor keeps a stage alive
/// per source.
// Safety: the iterator is a SharedIterator; `current` is thread-safe; `following` is touched by the
// serial part events and the trampoline work they schedule on the same thread; disposal state is SinkBase's.
private final class ConcatSequenceSink<Sources: IteratorProtocol, Element>: Sink<Never, Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
  private let sources: SharedIterator<Sources>
  private let current = SerialDisposable()
  /// The next source, taken when a part completes and subscribed from the trampoline; held here
  /// rather than by the scheduled work, which the trampoline keeps until its queue drains.
  @exclusivity(unchecked) private var following: Observable<Element>?

  init(sources: SharedIterator<Sources>, downstream: Receiver<Element>) {
    self.sources = sources
    super.init(downstream: downstream)
  }

  func subscribeNext() {
    guard !isDisposed else { return }
    guard let next = sources.next() else { return forwardCompleted() }
    subscribePart(next)
  }

  private func subscribePart(_ next: Observable<Element>) {
    guard !isDisposed else { return }
    let part = ConcatPartSink(parent: self)
    current.disposable = part
    part.subscribe(to: next)
  }

  /// The end goes on at once when no source is left, before the finished part is disposed, as
  /// in RxSwift; otherwise the part is disposed at once, and the next subscription waits for the
  /// trampoline.
  fileprivate func partCompleted(_ part: some Disposable) {
    guard !isDisposed else { return }
    guard let next = sources.next() else { return forwardCompleted() }
    part.dispose()
    following = next
    Trampoline.schedule { [self] in
      guard let next = following else { return }
      following = nil
      subscribePart(next)
    }
  }

  override func disposeResources() {
    current.dispose()
  }

  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}

// Safety: immutable; events arrive serially from one source.
private final class ConcatPartSink<Sources: IteratorProtocol, Element>: SinkBase<Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
  private let parent: ConcatSequenceSink<Sources, Element>

  init(parent: ConcatSequenceSink<Sources, Element>) {
    self.parent = parent
  }

  override func onNext(_ element: Element) { parent.forwardNext(element) }
  override func onError(_ error: any Error) { parent.forwardError(error) }

  override func onCompleted() { parent.partCompleted(self) }
}
