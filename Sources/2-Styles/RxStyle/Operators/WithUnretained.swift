extension ObservableType {
  /// Pairs each element with `object`, held weakly; once `object` is gone the sequence completes.
  ///
  /// Saves the `[weak self]` dance in closures further down the chain.
  ///
  /// ```swift
  /// taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.refresh() })
  /// ```
  /// - Parameters:
  ///   - object: the object to pass along, not retained.
  ///   - resultSelector: combines the object and an element; a thrown error ends the sequence.
  /// - Returns: the combined values, until `object` is deallocated.
  @available(swift, introduced: 6)
  @preconcurrency public func withUnretained<Object: AnyObject, Result>(
    _ object: Object, resultSelector: @escaping @Sendable (Object, Element) throws -> Result
  ) -> Observable<Result> {
    let reference = WeakReference(object)
    return asObservable().throughSink { receiver in
      WithUnretainedSink(reference: reference, resultSelector: resultSelector, downstream: receiver)
    }
  }

  /// Pairs each element with `object`, held weakly; once `object` is gone the sequence completes.
  /// - Parameter object: the object to pass along, not retained.
  /// - Returns: `(object, element)` pairs, until `object` is deallocated.
  public func withUnretained<Object: AnyObject>(_ object: Object) -> Observable<(Object, Element)> {
    withUnretained(object) { ($0, $1) }
  }
}

private final class WithUnretainedSink<Object: AnyObject, Element, Result>: Sink<Element, Result>,
  // Safety: events arrive serially (the Rx grammar); the weak reference is only read.
  @unchecked Sendable
{
  private let reference: WeakReference<Object>
  private let resultSelector: @Sendable (Object, Element) throws -> Result

  init(
    reference: WeakReference<Object>, resultSelector: @escaping @Sendable (Object, Element) throws -> Result,
    downstream: Receiver<Result>
  ) {
    self.reference = reference
    self.resultSelector = resultSelector
    super.init(downstream: downstream)
  }

  override func onNext(_ element: Element) {
    guard let object = reference.value else {
      forwardCompleted()
      return
    }
    forwardNext(trying: { try resultSelector(object, element) })
  }

  override func onError(_ error: any Error) { forwardError(error) }
  override func onCompleted() { forwardCompleted() }
}
