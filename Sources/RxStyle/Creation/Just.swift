import StyleInternals

extension ObservableType {
  /// A sequence of one element, then completion, delivered during subscription.
  ///
  /// ```swift
  /// Observable.just(1)  // next(1), completed
  /// ```
  @inlinable
  public static func just(_ element: Element) -> Observable<Element> {
    let element = Captured(element)
    return Observable { receiver in
      receiver.onNext(element.value)
      receiver.onCompleted()
      return Disposables.create()
    }
  }

  /// A sequence of one element, then completion, delivered on `scheduler`.
  public static func just(_ element: Element, scheduler: some ImmediateSchedulerType) -> Observable<Element> {
    from([element], scheduler: scheduler)
  }
}
