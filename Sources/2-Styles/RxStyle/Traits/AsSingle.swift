extension ObservableType {
  /// The sequence as a ``Single``: its one element on completion.
  ///
  /// ```swift
  /// Observable.of(1).asSingle()     // success(1)
  /// Observable<Int>.empty().asSingle()  // failure(RxError.noElements)
  /// ```
  /// - Returns: a single that fails with `RxError.noElements` if the sequence completes without
  ///   an element, or with `RxError.moreThanOneElement` as soon as a second one arrives.
  public func asSingle() -> Single<Element> {
    Single(raw: counted(allowingEmpty: false))
  }

  /// The sequence as a ``Maybe``: its element, if any, on completion.
  /// - Returns: a maybe that fails with `RxError.moreThanOneElement` as soon as a second
  ///   element arrives.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: counted(allowingEmpty: true))
  }

  /// The sequence as a ``Completable``: its elements are ignored, its end is kept.
  ///
  /// Disfavoured so that a sequence whose element type nothing else names is read as `Never`.
  @_disfavoredOverload
  public func asCompletable() -> Completable {
    Completable(
      raw: asObservable().throughSink { receiver in IgnoringSink<Element>(downstream: receiver) })
  }

  private func counted(allowingEmpty: Bool) -> Observable<Element> {
    asObservable().throughSink { receiver in AtMostOneSink(allowingEmpty: allowingEmpty, downstream: receiver) }
  }
}

// Safety: events arrive serially (the Rx grammar); `element` is touched only by them.
private final class AtMostOneSink<Element>: Sink<Element, Element>, @unchecked Sendable {
  private let allowingEmpty: Bool
  private var element: Element?

  init(allowingEmpty: Bool, downstream: Receiver<Element>) {
    self.allowingEmpty = allowingEmpty
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    guard self.element == nil else { return forwardError(RxError.moreThanOneElement) }
    self.element = element
  }

  override func onError(_ error: any Error) { forwardError(error) }

  override func onCompleted() {
    if let element {
      forwardNext(element)
    } else if !allowingEmpty {
      return forwardError(RxError.noElements)
    }
    forwardCompleted()
  }
}

// Safety: events arrive serially (the Rx grammar); disposal state lives in SinkBase's atomics.
private final class IgnoringSink<Element>: Sink<Element, Never>, @unchecked Sendable {
  override func onNext(_ element: Element) {}
  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}

extension ObservableType where Element == Never {
  /// The sequence, which has no elements, as a ``Completable``.
  ///
  /// The overload lets the element type be inferred as `Never` where nothing else names it:
  ///
  /// ```swift
  /// scheduler.createColdObservable([.completed(20)]).asCompletable()
  /// ```
  /// - Returns: a completable that ends as the sequence does.
  public func asCompletable() -> Completable {
    Completable(raw: asObservable())
  }
}
