extension ObservableType {
  /// Forwards the source's events until `other` emits an element, then completes.
  ///
  /// `other` is subscribed first; its completion changes nothing, its error ends the sequence.
  ///
  /// ```swift
  /// ticks.take(until: viewDisappeared)
  /// ```
  /// - Parameter other: the observable whose first element ends the sequence.
  /// - Returns: the source's events before `other`'s first element.
  public func take<Other: ObservableConvertibleType>(until other: Other) -> Observable<Element> {
    let source = asObservable()
    let other = other.asObservable()
    return Observable { receiver in
      let sink = TakeUntilSink<Element, Other.Element>(downstream: receiver)
      sink.run(source: source, other: other)
      return sink
    }
  }
}

// Safety: every downstream call happens under `lock`; disposal is SinkBase's.
private final class TakeUntilSink<Element, Other>: LockedSink<Element, Element>, @unchecked Sendable {
  private let otherSink = SingleAssignmentDisposable()

  func run(source: Observable<Element>, other: Observable<Other>) {
    let child = TakeUntilOtherSink(parent: self)
    otherSink.setDisposable(child)
    child.subscribe(to: other)
    subscribe(to: source)
  }

  override func onNext(_ element: Element) { lockedNext(element) }
  override func onError(_ error: any Error) { lockedError(error) }
  override func onCompleted() { lockedCompleted() }

  override func disposeResources() {
    otherSink.dispose()
  }
}

// Safety: immutable; events arrive serially from the other source.
private final class TakeUntilOtherSink<Element, Other>: SinkBase<Other>, @unchecked Sendable {
  private let parent: TakeUntilSink<Element, Other>

  init(parent: TakeUntilSink<Element, Other>) {
    self.parent = parent
  }

  override func onNext(_ element: Other) { parent.lockedCompleted() }
  override func onError(_ error: any Error) { parent.lockedError(error) }
  override func onCompleted() { dispose() }
}

extension ObservableType {
  /// Forwards the source's events until `other` emits an element.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Other: ObservableConvertibleType>(_ other: Other) -> Observable<Element> {
    take(until: other)
  }
}
