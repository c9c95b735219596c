extension ObservableType {
  /// Mirrors whichever of this observable and `right` sends an event first; the other is
  /// disposed at that moment.
  ///
  /// ```swift
  /// primary.amb(backup)  // whichever answers first
  /// ```
  /// - Parameter right: the competing observable.
  /// - Returns: the events of the first one to send any event.
  public func amb<Right: ObservableConvertibleType>(_ right: Right) -> Observable<Element>
  where Right.Element == Element {
    Observable.amb([asObservable(), right.asObservable()])
  }

  /// Mirrors whichever of `sequence` sends an event first; the others are disposed at that
  /// moment. An empty sequence never sends anything.
  ///
  /// ```swift
  /// Observable.amb([mirror1, mirror2, mirror3])
  /// ```
  /// - Parameter sequence: the competing observables.
  /// - Returns: the events of the first one to send any event.
  @preconcurrency public static func amb<Sources: Sequence & Sendable>(_ sequence: Sources) -> Observable<Element>
  where Sources.Element == Observable<Element> {
    let sources = Array(sequence)
    return Observable { receiver in
      let sink = AmbSink(downstream: receiver)
      sink.run(sources)
      return sink
    }
  }
}

// Safety: `winner` and `contenders` are touched only under `lock`.
private final class AmbSink<Element>: LockedSink<Never, Element>, @unchecked Sendable {
  private var winner: Int?
  private var contenders: [AmbChildSink<Element>] = []

  func run(_ sources: [Observable<Element>]) {
    let children = sources.indices.map { AmbChildSink(parent: self, index: $0) }
    lock.withLock { contenders = children }
    // Every contender is subscribed, even once one has already won (or ended) while being
    // subscribed: RxSwift does so, and a loser's subscription is then disposed at once.
    for (child, source) in zip(children, sources) { child.subscribe(to: source) }
  }

  /// Whether `index` may deliver: the first contender to ask wins and the others are dropped.
  fileprivate func claim(_ index: Int) -> Bool {
    if let winner { return winner == index }
    winner = index
    let losers = contenders.indices.filter { $0 != index }.map { contenders[$0] }
    contenders = [contenders[index]]
    for loser in losers { loser.dispose() }
    return true
  }

  override func disposeResources() {
    let all = lock.withLock {
      defer { contenders = [] }
      return contenders
    }
    for child in all { child.dispose() }
  }

  override func onNext(_ element: Never) {}
  override func onError(_ error: any Error) {}
  override func onCompleted() {}
}

// Safety: immutable; events arrive serially per contender and reach the parent under its lock.
private final class AmbChildSink<Element>: SinkBase<Element>, @unchecked Sendable {
  private let parent: AmbSink<Element>
  private let index: Int

  init(parent: AmbSink<Element>, index: Int) {
    self.parent = parent
    self.index = index
  }

  override func onNext(_ element: Element) {
    parent.lock.withLock { if parent.claim(index) { parent.forwardNext(element) } }
  }

  override func onError(_ error: any Error) {
    parent.lock.withLock { if parent.claim(index) { parent.forwardError(error) } }
  }

  override func onCompleted() {
    parent.lock.withLock { if parent.claim(index) { parent.forwardCompleted() } }
  }
}
