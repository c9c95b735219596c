extension ObservableType {
  /// A sequence of one element, then completion, delivered during subscription.
  ///
  /// ```swift
  /// Observable.just(1)  // next(1), completed
  /// ```
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    JustObservable(element)
  }

  /// A sequence of one element, then completion, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    from([element], scheduler: scheduler)
  }
}

/// The sequence of `just(_:)`: its element, then completion, for every subscriber.
@usableFromInline
// Safety: the element is immutable and only read, as `Captured` documents.
final class JustObservable<Element>: Observable<Element>, @unchecked Sendable {
  private let element: Element

  @usableFromInline init(_ element: Element) {
    self.element = element
    super.init()
  }

  override func start(_ receiver: Receiver<Element>) -> any Disposable {
    receiver.onNext(element)
    receiver.onCompleted()
    return Disposables.create()
  }
}
